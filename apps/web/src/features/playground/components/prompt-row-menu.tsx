import type { Prompt } from '@assay/shared/contracts/prompts';
import { ActionIcon, Menu } from '@mantine/core';

export type PromptAction = 'rename' | 'move' | 'delete';

type PromptRowMenuProps = { prompt: Prompt; onAction: (action: PromptAction, prompt: Prompt) => void };

export function PromptRowMenu({ prompt, onAction }: PromptRowMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${prompt.name}`}>
          <span aria-hidden="true">⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onAction('rename', prompt)}>Rename</Menu.Item>
        <Menu.Item onClick={() => onAction('move', prompt)}>Move to folder</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => onAction('delete', prompt)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

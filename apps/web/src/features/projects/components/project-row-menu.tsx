import type { Project } from '@assay/shared/contracts/projects';
import { ActionIcon, Menu } from '@mantine/core';

export type ProjectAction = 'rename' | 'share' | 'delete';

type ProjectRowMenuProps = { project: Project; onAction: (action: ProjectAction, project: Project) => void };

/** Owner-only actions on one project row. */
export function ProjectRowMenu({ project, onAction }: ProjectRowMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${project.name}`}>
          <span aria-hidden="true">⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onAction('rename', project)}>Rename</Menu.Item>
        <Menu.Item onClick={() => onAction('share', project)}>Share</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => onAction('delete', project)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

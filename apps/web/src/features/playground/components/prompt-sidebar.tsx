import type { Prompt } from '@assay/shared/contracts/prompts';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { Box, Button, Group, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { usePromptsQuery } from '../api/list-prompts';
import { groupPromptsByDirectory } from '../fns/group-prompts-by-directory';
import { DeletePromptModal } from './delete-prompt-modal';
import { MovePromptModal } from './move-prompt-modal';
import { RenamePromptModal } from './rename-prompt-modal';
import { PromptRowMenu, type PromptAction } from './prompt-row-menu';
import classes from './prompt-sidebar.module.css';

const SEARCH_DEBOUNCE_MS = 300;

type PromptSidebarProps = {
  projectId: string;
  selectedPromptId: string | null;
  canEdit: boolean;
  onSelect: (promptId: string) => void;
  onCreate: () => void;
  /** The selected prompt is about to be deleted: its waiting draft save must not be sent. */
  onDeleteSelected: () => void;
};

export function PromptSidebar({
  projectId,
  selectedPromptId,
  canEdit,
  onSelect,
  onCreate,
  onDeleteSelected,
}: PromptSidebarProps) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const promptsQuery = usePromptsQuery({ projectId, search: debouncedSearch || undefined });
  // The chosen row outlives the modal's closing animation, so its text does not blank out mid-fade.
  const [pending, setPending] = useState<{ action: PromptAction; prompt: Prompt } | null>(null);
  const [isActionOpen, actionModal] = useDisclosure(false);

  const onAction = (action: PromptAction, prompt: Prompt) => {
    setPending({ action, prompt });
    actionModal.open();
  };
  const modalProps = (action: PromptAction) => ({
    prompt: pending?.action === action ? pending.prompt : null,
    opened: isActionOpen && pending?.action === action,
    onClose: actionModal.close,
  });

  const prompts = promptsQuery.data?.content ?? [];
  const groups = groupPromptsByDirectory(prompts);

  return (
    <Paper withBorder radius="md" p="sm" component="nav" aria-label="Prompts">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            Prompts
          </Title>
          {canEdit && (
            <Button size="xs" onClick={onCreate}>
              New prompt
            </Button>
          )}
        </Group>
        <TextInput
          label="Search prompts"
          placeholder="Search by name"
          type="search"
          size="sm"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {promptsQuery.isPending ? (
          <LoadingRows label="Loading prompts" rows={3} />
        ) : promptsQuery.isError ? (
          <LoadError
            title="Could not load prompts"
            message={promptsQuery.error.message}
            onRetry={() => void promptsQuery.refetch()}
          />
        ) : prompts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {debouncedSearch ? `No prompt matches “${debouncedSearch}”.` : 'No prompts yet.'}
          </Text>
        ) : (
          <Stack gap="xs" aria-busy={promptsQuery.isFetching}>
            {groups.map((group) => (
              <Box key={group.directory ?? ''}>
                {group.directory !== null && (
                  <Text component="h3" size="xs" fw={600} c="dimmed" mb={4} mt={4}>
                    <span aria-hidden="true">▸ </span>
                    {group.directory}
                  </Text>
                )}
                <ul className={classes.list} aria-label={group.directory ?? 'Prompts without a folder'}>
                  {group.prompts.map((prompt) => {
                    const isSelected = prompt.id === selectedPromptId;
                    return (
                      <li key={prompt.id} className={classes.row} data-selected={isSelected || undefined}>
                        <UnstyledButton
                          className={classes.select}
                          onClick={() => onSelect(prompt.id)}
                          aria-current={isSelected ? 'true' : undefined}
                          aria-label={prompt.name}
                          aria-describedby={`prompt-meta-${prompt.id}`}
                        >
                          <Text size="sm" fw={isSelected ? 600 : 400} truncate>
                            {prompt.name}
                          </Text>
                          <Text size="xs" c="dimmed" id={`prompt-meta-${prompt.id}`}>
                            {prompt.latestVersion === null ? 'No versions yet' : `Version ${prompt.latestVersion}`}
                          </Text>
                        </UnstyledButton>
                        {canEdit && <PromptRowMenu prompt={prompt} onAction={onAction} />}
                      </li>
                    );
                  })}
                </ul>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
      <RenamePromptModal {...modalProps('rename')} />
      <MovePromptModal {...modalProps('move')} />
      <DeletePromptModal
        {...modalProps('delete')}
        onDeleting={(promptId) => {
          if (promptId === selectedPromptId) onDeleteSelected();
        }}
      />
    </Paper>
  );
}

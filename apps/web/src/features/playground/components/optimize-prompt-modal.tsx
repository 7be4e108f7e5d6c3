import type { PlaygroundColumn } from '@assay/shared/domain/playground-state';
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useProvidersQuery } from '../api/list-providers';
import { useOptimizePromptMutation } from '../api/optimize-prompt';
import { toModelOptions } from '../fns/to-model-options';
import { toPromptTemplate } from '../fns/to-prompt-template';
import { usePlaygroundStoreApi } from '../stores/playground-store-provider';
import { MessagesDiff } from './messages-diff';

type OptimizePromptModalProps = { opened: boolean; onClose: () => void; column: PlaygroundColumn };

const MIN_GOAL = 3;
const MAX_GOAL = 2000;

function toErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : 'Something went wrong. Please try again.';
}

/** Asks a model to rewrite the column's messages towards a goal and shows the rewrite as a diff to accept. */
export function OptimizePromptModal({ opened, onClose, column }: OptimizePromptModalProps) {
  const store = usePlaygroundStoreApi();
  const optimize = useOptimizePromptMutation();
  const providersQuery = useProvidersQuery();
  const [goal, setGoal] = useState('');
  const [goalError, setGoalError] = useState<string | null>(null);
  const [model, setModel] = useState<string | null>(null);
  const rewritingModel = model ?? (column.selectedModel || null);
  const options = useMemo(
    () => toModelOptions(providersQuery.data ?? [], rewritingModel ?? ''),
    [providersQuery.data, rewritingModel],
  );
  const suggestion = optimize.data;

  const onCloseModal = () => {
    optimize.reset();
    setGoal('');
    setGoalError(null);
    setModel(null);
    onClose();
  };

  const onSuggest = () => {
    const trimmed = goal.trim();
    if (trimmed.length < MIN_GOAL) {
      setGoalError('Say what the prompt should get better at');
      return;
    }
    setGoalError(null);
    const { playground } = store.getState();
    const current = playground.columns.find((candidate) => candidate.id === column.id);
    if (!current) return;
    optimize.mutate({
      promptTemplate: toPromptTemplate(playground, current),
      goal: trimmed,
      model: rewritingModel ?? undefined,
    });
  };

  const onAccept = () => {
    if (!suggestion) return;
    store.getState().dispatch({
      type: 'messages-changed',
      columnId: column.id,
      messages: suggestion.textFields.map((field) => ({ role: field.role, content: field.content })),
    });
    onCloseModal();
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onCloseModal}
      title="Optimize prompt"
      size={suggestion ? '90%' : 'lg'}
    >
      <Stack gap="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSuggest();
          }}
        >
          <Stack gap="md">
            <Textarea
              label="Goal"
              placeholder="shorter, more precise answers"
              description="What should the rewritten prompt do better?"
              autosize
              minRows={2}
              maxLength={MAX_GOAL}
              value={goal}
              error={goalError}
              data-autofocus
              onChange={(event) => setGoal(event.currentTarget.value)}
            />
            <Select
              label="Model for rewriting"
              data={options}
              value={rewritingModel}
              searchable
              allowDeselect={false}
              nothingFoundMessage="No model matches"
              placeholder={providersQuery.isPending ? 'Loading models…' : 'Search or pick a model'}
              onChange={setModel}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={optimize.isPending}>
                Suggest
              </Button>
            </Group>
          </Stack>
        </form>
        {optimize.isError && (
          <Alert color="red" title="No suggestion" role="alert">
            {toErrorMessage(optimize.error)}
          </Alert>
        )}
        {suggestion && (
          <Stack gap="sm">
            <MessagesDiff before={column.messages} after={suggestion.textFields} model={column.selectedModel} />
            <Text size="sm">
              <strong>Why:</strong> {suggestion.rationale}
            </Text>
            <Text size="xs" c="dimmed">
              Suggested by {suggestion.model}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onCloseModal}>
                Discard
              </Button>
              <Button onClick={onAccept}>Accept suggestion</Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}

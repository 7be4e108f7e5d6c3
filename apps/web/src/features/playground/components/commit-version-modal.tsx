import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useCommitPromptVersionMutation } from '../api/commit-prompt-version';
import { toPromptTemplate } from '../fns/to-prompt-template';
import type { DraftAutosave } from '../hooks/use-draft-autosave';
import { usePlaygroundStoreApi } from '../stores/playground-store-provider';

type CommitVersionModalProps = {
  opened: boolean;
  onClose: () => void;
  columnId: string;
  promptId: string;
  autosave: Pick<DraftAutosave, 'flush'>;
};

/** Commits a column's full template (messages, variables, model and parameters, metrics, tools, format). */
export function CommitVersionModal({ opened, onClose, columnId, promptId, autosave }: CommitVersionModalProps) {
  const store = usePlaygroundStoreApi();
  const commit = useCommitPromptVersionMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '' },
    validate: { name: (value) => (value.trim().length > 120 ? 'Use at most 120 characters' : null) },
  });

  const onCloseModal = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.onSubmit(({ name }) => {
    const { playground } = store.getState();
    const column = playground.columns.find((candidate) => candidate.id === columnId);
    if (!column) return;
    commit.mutate(
      { promptId, name: name.trim() || undefined, template: toPromptTemplate(playground, column) },
      {
        onSuccess: ({ data }) => {
          notifySuccess(`Version ${data.version} committed`);
          store.getState().dispatch({ type: 'version-selected', columnId, version: data });
          // The server dropped the draft with the commit; saving the screen again at once means a reload
          // reopens this version (and any other column's work) rather than the prompt's default.
          autosave.flush();
          onCloseModal();
        },
        onError: (error) => showRequestError(error, form.setErrors),
      },
    );
  });

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={onCloseModal} title="Commit a version">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Saves this column&apos;s messages, variables, model and parameters, metrics, tools and response format as a
            new version. Versions never change once committed.
          </Text>
          <TextInput
            label="Version name"
            description="Optional, for example “shorter system prompt”."
            maxLength={120}
            data-autofocus
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCloseModal}>
              Cancel
            </Button>
            <Button type="submit" loading={commit.isPending}>
              Commit version
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

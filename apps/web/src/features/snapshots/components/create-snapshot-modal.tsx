import { SnapshotNameSchema } from '@assay/shared/contracts/snapshots';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useDatasetsQuery } from '@/features/datasets';

type CreateSnapshotModalProps = {
  opened: boolean;
  projectId: string;
  isPending: boolean;
  onClose: () => void;
  onSubmit: (request: { datasetId: string; name: string; description?: string }) => void;
};

export function CreateSnapshotModal(props: CreateSnapshotModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title="Create a snapshot"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {props.opened && <CreateSnapshotForm {...props} />}
    </Modal>
  );
}

function CreateSnapshotForm({ projectId, isPending, onClose, onSubmit }: CreateSnapshotModalProps) {
  const datasets = useDatasetsQuery({ projectId, page: 0, size: 200 });
  const [datasetId, setDatasetId] = useState<string | null>(null);
  const [name, setName] = useState(() => `Snapshot ${new Date().toLocaleString()}`);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ datasetId?: string; name?: string }>({});
  const options = (datasets.data?.content ?? [])
    .filter((d) => d.status === 'ready')
    .map((d) => ({ value: d.id, label: d.name }));

  const submit = () => {
    const parsedName = SnapshotNameSchema.safeParse(name);
    const next = {
      ...(datasetId ? {} : { datasetId: 'Choose the dataset to freeze' }),
      ...(parsedName.success ? {} : { name: parsedName.error.issues[0]?.message }),
    };
    setErrors(next);
    if (!datasetId || !parsedName.success) return;
    onSubmit({ datasetId, name: parsedName.data, ...(description.trim() ? { description: description.trim() } : {}) });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Select
          label="Dataset"
          description="The snapshot freezes its rows and columns as they are now."
          placeholder={datasets.isPending ? 'Loading datasets…' : 'Choose a dataset'}
          data={options}
          value={datasetId}
          onChange={setDatasetId}
          searchable
          required
          error={errors.datasetId}
          nothingFoundMessage="No ready dataset has that name"
          data-autofocus
        />
        <TextInput
          label="Snapshot name"
          required
          maxLength={200}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Textarea
          label="Description"
          maxLength={2000}
          autosize
          minRows={2}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            Create snapshot
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

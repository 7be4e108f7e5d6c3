import type { AddToDatasetRequest } from '@assay/shared/contracts/traces';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useAddToDatasetMutation } from '../api/add-to-dataset';
import { useDatasetsForPickerQuery } from '../api/list-datasets';

export type AddToDatasetTarget =
  | { type: 'spans'; spans: { traceId: string; spanId: string }[]; description: string }
  | { type: 'traces'; traceIds: string[]; description: string };

type AddToDatasetModalProps = { projectId: string; target: AddToDatasetTarget | null; onClose: () => void };

/** Copies a span or a whole trace into a dataset: pick an existing one or name a new one. */
export function AddToDatasetModal({ projectId, target, onClose }: AddToDatasetModalProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={target !== null}
      onClose={onClose}
      title="Add to dataset"
    >
      {target && <AddToDatasetForm projectId={projectId} target={target} onClose={onClose} />}
    </Modal>
  );
}

function AddToDatasetForm({
  projectId,
  target,
  onClose,
}: {
  projectId: string;
  target: AddToDatasetTarget;
  onClose: () => void;
}) {
  const datasetsQuery = useDatasetsForPickerQuery(projectId, true);
  const mutation = useAddToDatasetMutation();
  const datasets = datasetsQuery.data ?? [];
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [datasetId, setDatasetId] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const isNew = mode === 'new' || (datasetsQuery.isSuccess && datasets.length === 0);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (isNew && newName.trim() === '') return setFieldErrors({ newDatasetName: 'Name the new dataset' });
    if (!isNew && !datasetId) return setFieldErrors({ datasetId: 'Choose a dataset' });
    const request: AddToDatasetRequest = {
      ...(isNew ? { newDatasetName: newName.trim() } : { datasetId: datasetId! }),
      ...(target.type === 'spans' ? { spans: target.spans } : { traceIds: target.traceIds }),
    };
    mutation.mutate(
      { projectId, request },
      {
        onSuccess: (result) => {
          const name = isNew
            ? newName.trim()
            : (datasets.find((d) => d.id === result.datasetId)?.name ?? 'the dataset');
          notifySuccess(`Added ${result.inserted} row${result.inserted === 1 ? '' : 's'} to ${name}`);
          onClose();
        },
        onError: (error) => showRequestError(error, setFieldErrors),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{target.description}</Text>
        {datasets.length > 0 && (
          <SegmentedControl
            aria-label="Dataset"
            value={mode}
            onChange={(value) => setMode(value === 'new' ? 'new' : 'existing')}
            data={[
              { value: 'existing', label: 'Existing dataset' },
              { value: 'new', label: 'New dataset' },
            ]}
          />
        )}
        {isNew ? (
          <TextInput
            label="New dataset name"
            description="A dataset with prompt and response columns (plus the span's ids, model, tokens and cost)."
            value={newName}
            onChange={(event) => setNewName(event.currentTarget.value)}
            error={fieldErrors.newDatasetName}
            maxLength={200}
            required
            data-autofocus
          />
        ) : (
          <Select
            label="Dataset"
            placeholder={datasetsQuery.isPending ? 'Loading datasets…' : 'Choose a dataset'}
            data={datasets.map((d) => ({ value: d.id, label: d.name }))}
            value={datasetId}
            onChange={setDatasetId}
            searchable
            error={fieldErrors.datasetId ?? (datasetsQuery.isError ? datasetsQuery.error.message : undefined)}
            required
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Add to dataset
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import type { Dataset } from '@assay/shared/contracts/datasets';
import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTargetDatasetsQuery } from '../api/list-target-datasets';
import type { RuleFormValues } from '../fns/rule-form-values';

type TargetDatasetFieldsProps = { projectId: string; form: UseFormReturnType<RuleFormValues>; isReadOnly: boolean };

/** Where rows go: an existing dataset (whose columns the mappings must match) or a new one made from the mappings. */
export function TargetDatasetFields({ projectId, form, isReadOnly }: TargetDatasetFieldsProps) {
  const datasetsQuery = useTargetDatasetsQuery(projectId);
  const values = form.getValues();
  const datasets = datasetsQuery.data ?? [];
  const chosen = datasets.find((d) => d.id === values.datasetId) ?? null;

  const mapColumnsOf = (dataset: Dataset) =>
    form.setFieldValue(
      'mappings',
      dataset.columns.map((column) => ({
        column: column.name,
        role: column.role,
        type: column.type,
        source: column.role === 'prompt' ? ('input' as const) : ('output' as const),
        path: '$',
      })),
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="target-heading">
      <Title order={2} size="h4" id="target-heading">
        Target dataset
      </Title>
      <SegmentedControl
        aria-label="Target dataset"
        w="fit-content"
        disabled={isReadOnly}
        data={[
          { value: 'new', label: 'Create a new dataset' },
          { value: 'existing', label: 'Use an existing dataset' },
        ]}
        {...form.getInputProps('target')}
      />
      {values.target === 'new' ? (
        <TextInput
          label="New dataset name"
          description="Created on save, with one column per mapping below."
          disabled={isReadOnly}
          required
          {...form.getInputProps('newDatasetName')}
        />
      ) : (
        <Group align="flex-end">
          <Select
            label="Dataset"
            description={
              datasetsQuery.isError
                ? 'Could not load datasets.'
                : 'Every mapped column must exist in it with the same type.'
            }
            placeholder={datasetsQuery.isPending ? 'Loading datasets…' : 'Choose a dataset'}
            data={datasets.map((d) => ({ value: d.id, label: d.name }))}
            searchable
            disabled={isReadOnly}
            required
            style={{ flex: 1 }}
            {...form.getInputProps('datasetId')}
          />
          {chosen && !isReadOnly && (
            <Button variant="default" onClick={() => mapColumnsOf(chosen)}>
              Map its columns
            </Button>
          )}
        </Group>
      )}
      {chosen && values.target === 'existing' && (
        <Text size="xs" c="dimmed">
          Columns of {chosen.name}: {chosen.columns.map((c) => `${c.name} (${c.type})`).join(', ') || 'none'}
        </Text>
      )}
    </Stack>
  );
}

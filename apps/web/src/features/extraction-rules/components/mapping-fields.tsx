import { DATASET_COLUMN_ROLES, DATASET_COLUMN_TYPES } from '@assay/shared/contracts/datasets';
import { MAPPING_SOURCES } from '@assay/shared/domain/extract-rows';
import { ActionIcon, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EMPTY_MAPPING, type RuleFormValues } from '../fns/rule-form-values';

const SOURCE_LABELS: Record<(typeof MAPPING_SOURCES)[number], string> = {
  input: 'Input',
  output: 'Output',
  attributes: 'Attributes',
  span: 'Whole span',
};
const sourceOptions = MAPPING_SOURCES.map((source) => ({ value: source, label: SOURCE_LABELS[source] }));

/** One row per dataset column: where its value comes from in each selected span. */
export function MappingFields({ form, isReadOnly }: { form: UseFormReturnType<RuleFormValues>; isReadOnly: boolean }) {
  const mappings = form.getValues().mappings;
  const listError = form.errors.mappings;
  return (
    <Stack gap="sm" component="section" aria-labelledby="mappings-heading">
      <Title order={2} size="h4" id="mappings-heading">
        Columns
      </Title>
      <Text size="sm" c="dimmed">
        Paths read JSON: <code>$</code> is the whole value, <code>$.messages[-1].content</code> the last message,{' '}
        <code>$.docs[*]</code> every item; attribute names with dots go in quotes, as{' '}
        <code>$[&apos;llm.model_name&apos;]</code>.
      </Text>
      {mappings.map((_, i) => (
        <Group key={i} align="flex-start" wrap="nowrap">
          <TextInput
            label="Column"
            aria-label={`Column ${i + 1} name`}
            disabled={isReadOnly}
            style={{ flex: 2 }}
            {...form.getInputProps(`mappings.${i}.column`)}
          />
          <Select
            label="Role"
            aria-label={`Column ${i + 1} role`}
            data={[...DATASET_COLUMN_ROLES]}
            allowDeselect={false}
            disabled={isReadOnly}
            style={{ flex: 2 }}
            {...form.getInputProps(`mappings.${i}.role`)}
          />
          <Select
            label="Type"
            aria-label={`Column ${i + 1} type`}
            data={[...DATASET_COLUMN_TYPES]}
            allowDeselect={false}
            disabled={isReadOnly}
            style={{ flex: 1.5 }}
            {...form.getInputProps(`mappings.${i}.type`)}
          />
          <Select
            label="From"
            aria-label={`Column ${i + 1} source`}
            data={sourceOptions}
            allowDeselect={false}
            disabled={isReadOnly}
            style={{ flex: 1.5 }}
            {...form.getInputProps(`mappings.${i}.source`)}
          />
          <TextInput
            label="Path"
            aria-label={`Column ${i + 1} path`}
            ff="monospace"
            disabled={isReadOnly}
            style={{ flex: 3 }}
            {...form.getInputProps(`mappings.${i}.path`)}
          />
          {!isReadOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={`Remove column ${i + 1}`}
              disabled={mappings.length === 1}
              onClick={() => form.removeListItem('mappings', i)}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      {typeof listError === 'string' && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      {!isReadOnly && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() => form.insertListItem('mappings', { ...EMPTY_MAPPING })}
        >
          Add column
        </Button>
      )}
    </Stack>
  );
}

import { SPAN_KINDS } from '@assay/shared/contracts/traces';
import { ATTRIBUTE_MATCH_OPS } from '@assay/shared/domain/span-selector';
import { ActionIcon, Button, Group, MultiSelect, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { RuleFormValues } from '../fns/rule-form-values';

const OP_LABELS: Record<(typeof ATTRIBUTE_MATCH_OPS)[number], string> = {
  eq: 'equals',
  contains: 'contains',
  exists: 'exists',
  regex: 'matches regex',
};
const opOptions = ATTRIBUTE_MATCH_OPS.map((op) => ({ value: op, label: OP_LABELS[op] }));

/** Which spans the rule takes: kinds, a name pattern and attribute conditions; all that are set must hold. */
export function SelectorFields({ form, isReadOnly }: { form: UseFormReturnType<RuleFormValues>; isReadOnly: boolean }) {
  const matches = form.getValues().selector.attributeMatches;
  return (
    <Stack gap="sm" component="section" aria-labelledby="selector-heading">
      <Title order={2} size="h4" id="selector-heading">
        Which spans
      </Title>
      <Group grow align="flex-start">
        <MultiSelect
          label="Span kinds"
          description="Leave empty for every kind."
          data={[...SPAN_KINDS]}
          disabled={isReadOnly}
          clearable
          {...form.getInputProps('selector.kinds')}
        />
        <TextInput
          label="Span name pattern"
          description="A glob like openai.* or a regex like /^chat/i; empty for every name."
          placeholder="openai.*"
          disabled={isReadOnly}
          {...form.getInputProps('selector.namePattern')}
        />
      </Group>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Attribute conditions
        </Text>
        {matches.length === 0 && (
          <Text size="sm" c="dimmed">
            None: spans are not filtered by attributes.
          </Text>
        )}
        {matches.map((match, i) => (
          <Group key={i} align="flex-start" wrap="nowrap">
            <TextInput
              label="Attribute"
              aria-label={`Condition ${i + 1} attribute`}
              placeholder="llm.model_name"
              disabled={isReadOnly}
              style={{ flex: 2 }}
              {...form.getInputProps(`selector.attributeMatches.${i}.key`)}
            />
            <Select
              label="Test"
              aria-label={`Condition ${i + 1} test`}
              data={opOptions}
              allowDeselect={false}
              disabled={isReadOnly}
              style={{ flex: 1 }}
              {...form.getInputProps(`selector.attributeMatches.${i}.op`)}
            />
            <TextInput
              label="Value"
              aria-label={`Condition ${i + 1} value`}
              disabled={isReadOnly || match.op === 'exists'}
              style={{ flex: 2 }}
              {...form.getInputProps(`selector.attributeMatches.${i}.value`)}
            />
            {!isReadOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={`Remove condition ${i + 1}`}
                onClick={() => form.removeListItem('selector.attributeMatches', i)}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        ))}
        {!isReadOnly && (
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            onClick={() => form.insertListItem('selector.attributeMatches', { key: '', op: 'eq', value: '' })}
          >
            Add condition
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

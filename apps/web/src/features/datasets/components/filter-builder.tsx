import { FILTER_OPS, type FilterCondition, type FilterOp, needsOperand } from '@assay/shared/domain/filter-conditions';
import { ActionIcon, Badge, Button, Group, Popover, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FILTER_OP_LABELS } from '../fns/filter-op-labels';

type FilterBuilderProps = {
  columns: string[];
  filters: FilterCondition[];
  onApply: (filters: FilterCondition[]) => void;
};

const opOptions = FILTER_OPS.map((op) => ({ value: op, label: FILTER_OP_LABELS[op] }));

/** Builds column conditions (all must hold); they travel as where[column]=op:value. */
export function FilterBuilder({ columns, filters, onApply }: FilterBuilderProps) {
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<FilterCondition[]>(filters);

  const open = () => {
    setDraft(filters.length > 0 ? filters : [{ column: columns[0] ?? '', op: 'contains', value: '' }]);
    setOpened(true);
  };
  const update = (index: number, change: Partial<FilterCondition>) =>
    setDraft((current) => current.map((c, i) => (i === index ? { ...c, ...change } : c)));
  const apply = (next: FilterCondition[]) => {
    onApply(next.filter((c) => c.column && (!needsOperand(c.op) || c.value.trim() !== '')));
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" trapFocus withArrow shadow="md" width={560}>
      <Popover.Target>
        <Button variant="default" onClick={() => (opened ? setOpened(false) : open())} disabled={columns.length === 0}>
          Filters
          {filters.length > 0 && (
            <Badge ml={6} size="sm" circle>
              {filters.length}
            </Badge>
          )}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          aria-label="Filters"
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Rows must match every condition.
            </Text>
            {draft.map((condition, index) => (
              <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
                <Select
                  label={`Column of condition ${index + 1}`}
                  data={columns}
                  value={condition.column}
                  onChange={(value) => update(index, { column: value ?? '' })}
                  allowDeselect={false}
                  searchable
                  w={170}
                  comboboxProps={{ withinPortal: false }}
                />
                <Select
                  label={`Operator of condition ${index + 1}`}
                  data={opOptions}
                  value={condition.op}
                  onChange={(value) => update(index, { op: (value ?? 'eq') as FilterOp })}
                  allowDeselect={false}
                  w={150}
                  comboboxProps={{ withinPortal: false }}
                />
                <TextInput
                  label={`Value of condition ${index + 1}`}
                  value={condition.value}
                  disabled={!needsOperand(condition.op)}
                  onChange={(event) => update(index, { value: event.currentTarget.value })}
                  flex={1}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mb={4}
                  aria-label={`Remove condition ${index + 1}`}
                  onClick={() => setDraft((current) => current.filter((_, i) => i !== index))}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            <Group justify="space-between">
              <Button
                variant="subtle"
                size="xs"
                onClick={() => setDraft((c) => [...c, { column: columns[0] ?? '', op: 'contains', value: '' }])}
              >
                Add condition
              </Button>
              <Group gap="xs">
                <Button variant="default" size="xs" onClick={() => apply([])}>
                  Clear filters
                </Button>
                <Button type="submit" size="xs">
                  Apply filters
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

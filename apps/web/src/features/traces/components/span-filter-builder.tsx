import { SPAN_FILTER_COLUMNS } from '@assay/shared/contracts/traces';
import { type FilterCondition, type FilterOp, FILTER_OPS, needsOperand } from '@assay/shared/domain/filter-conditions';
import { Button, CloseButton, Group, Paper, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

const OP_LABELS: Record<FilterOp, string> = {
  eq: 'is',
  neq: 'is not',
  contains: 'contains',
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
  empty: 'is empty',
  notEmpty: 'is not empty',
};

type SpanFilterBuilderProps = { value: FilterCondition[]; onChange: (conditions: FilterCondition[]) => void };

/** Column filters for the span table, sent as `where[column]=op:value`. */
export function SpanFilterBuilder({ value, onChange }: SpanFilterBuilderProps) {
  const [column, setColumn] = useState<string>('name');
  const [op, setOp] = useState<FilterOp>('contains');
  const [operand, setOperand] = useState('');
  const isComplete = !needsOperand(op) || operand.trim() !== '';

  const onAdd = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isComplete) return;
    onChange([...value, { column, op, value: needsOperand(op) ? operand.trim() : '' }]);
    setOperand('');
  };

  return (
    <Paper withBorder radius="md" p="sm">
      <form onSubmit={onAdd} noValidate aria-label="Add a filter">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label="Column"
            data={[...SPAN_FILTER_COLUMNS]}
            value={column}
            onChange={(v) => setColumn(v ?? 'name')}
            allowDeselect={false}
            searchable
            w={170}
          />
          <Select
            label="Condition"
            data={FILTER_OPS.map((o) => ({ value: o, label: OP_LABELS[o] }))}
            value={op}
            onChange={(v) => setOp((v as FilterOp | null) ?? 'contains')}
            allowDeselect={false}
            w={140}
          />
          {needsOperand(op) && (
            <TextInput label="Value" value={operand} onChange={(e) => setOperand(e.currentTarget.value)} w={200} />
          )}
          <Button type="submit" variant="light" disabled={!isComplete}>
            Add filter
          </Button>
        </Group>
      </form>
      {value.length > 0 && (
        <Group gap="xs" mt="sm">
          <Group gap="xs" role="list" aria-label="Filters">
            {value.map((condition, i) => {
              const text = `${condition.column} ${OP_LABELS[condition.op]}${needsOperand(condition.op) ? ` ${condition.value}` : ''}`;
              return (
                <Group
                  key={i}
                  gap={2}
                  role="listitem"
                  px="xs"
                  style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 16 }}
                >
                  <Text size="sm">{text}</Text>
                  <CloseButton
                    size="sm"
                    aria-label={`Remove filter ${text}`}
                    onClick={() => onChange(value.filter((_, j) => j !== i))}
                  />
                </Group>
              );
            })}
          </Group>
          <Button size="compact-sm" variant="subtle" onClick={() => onChange([])}>
            Clear filters
          </Button>
        </Group>
      )}
    </Paper>
  );
}

import { Button, Checkbox, Popover, SimpleGrid, Stack, Text } from '@mantine/core';
import { DEFAULT_SPAN_COLUMNS, SPAN_COLUMNS, type SpanColumnId } from '../fns/span-columns';

type SpanColumnPickerProps = { value: SpanColumnId[]; onChange: (columns: SpanColumnId[]) => void };

/** Which columns the span table shows; remembered per project in this browser. */
export function SpanColumnPicker({ value, onChange }: SpanColumnPickerProps) {
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default">Columns ({value.length})</Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Checkbox.Group
            label="Columns to show"
            value={value}
            onChange={(next) => {
              if (next.length === 0) return;
              const chosen = new Set(next);
              onChange(SPAN_COLUMNS.map((c) => c.id).filter((id) => chosen.has(id)));
            }}
          >
            <SimpleGrid cols={2} spacing="xs" mt="xs">
              {SPAN_COLUMNS.map((column) => (
                <Checkbox key={column.id} value={column.id} label={column.label} size="sm" />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Text size="xs" c="dimmed">
            At least one column stays shown.
          </Text>
          <Button size="xs" variant="subtle" onClick={() => onChange([...DEFAULT_SPAN_COLUMNS])}>
            Back to the default columns
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

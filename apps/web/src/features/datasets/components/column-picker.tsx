import {
  type DatasetViewSettings,
  moveColumn,
  orderColumns,
  toggleColumn,
} from '@assay/shared/domain/dataset-view-settings';
import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';

type ColumnPickerProps = {
  columns: string[];
  settings: DatasetViewSettings;
  onChange: (settings: DatasetViewSettings) => void;
};

/** Shows, hides and reorders columns; the choice is remembered for this dataset in this browser. */
export function ColumnPicker({ columns, settings, onChange }: ColumnPickerProps) {
  const ordered = orderColumns(columns, settings);
  const hidden = new Set(settings.hiddenColumns);
  return (
    <Popover position="bottom-start" trapFocus withArrow shadow="md" width={320}>
      <Popover.Target>
        <Button variant="default" disabled={columns.length === 0}>
          Columns{hidden.size > 0 ? ` (${hidden.size} hidden)` : ''}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} role="group" aria-label="Columns shown">
          <Text size="sm" c="dimmed">
            Tick the columns to show; arrows change their order.
          </Text>
          {ordered.map((name, index) => (
            <Group key={name} justify="space-between" wrap="nowrap" gap="xs">
              <Checkbox
                label={name}
                checked={!hidden.has(name)}
                onChange={(event) => onChange(toggleColumn(settings, name, event.currentTarget.checked))}
                styles={{ label: { wordBreak: 'break-all' } }}
              />
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={`Move ${name} left`}
                  disabled={index === 0}
                  onClick={() => onChange(moveColumn(columns, settings, name, -1))}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={`Move ${name} right`}
                  disabled={index === ordered.length - 1}
                  onClick={() => onChange(moveColumn(columns, settings, name, 1))}
                >
                  ↓
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

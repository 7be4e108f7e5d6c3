import type { DatasetColumn, DatasetRow } from '@assay/shared/contracts/datasets';
import { Badge, Button, Code, Drawer, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { MediaCell, toMediaUrl } from '@/features/media';
import { formatCellValue } from '../fns/format-cell-value';
import { parseCellInput } from '../fns/parse-cell-input';

type RowDetailDrawerProps = {
  row: DatasetRow | null;
  columns: DatasetColumn[];
  onClose: () => void;
  /** Absent when the rows are read-only. */
  onSave?: (row: DatasetRow, values: Record<string, unknown>) => Promise<void>;
};

/** Every value of one row, large media included; editable rows get a form that saves changed fields. */
export function RowDetailDrawer({ row, columns, onClose, onSave }: RowDetailDrawerProps) {
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={row ? `Row ${row.id}` : ''}
      closeButtonProps={{ 'aria-label': 'Close row details' }}
    >
      {row && <RowDetail key={row.id} row={row} columns={columns} onSave={onSave} onClose={onClose} />}
    </Drawer>
  );
}

function RowDetail({
  row,
  columns,
  onSave,
  onClose,
}: Required<Pick<RowDetailDrawerProps, 'columns' | 'onClose'>> & {
  row: DatasetRow;
  onSave?: RowDetailDrawerProps['onSave'];
}) {
  const [texts, setTexts] = useState(() =>
    Object.fromEntries(columns.map((c) => [c.name, formatCellValue(row.values[c.name])])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);

  const save = async () => {
    if (!onSave) return;
    const values: Record<string, unknown> = {};
    const nextErrors: Record<string, string> = {};
    for (const column of columns) {
      const text = texts[column.name] ?? '';
      if (text === formatCellValue(row.values[column.name])) continue;
      const parsed = parseCellInput(text, column.type);
      if (parsed.isValid) values[column.name] = parsed.value;
      else nextErrors[column.name] = parsed.message;
    }
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0 || Object.keys(values).length === 0) return;
    setIsSaving(true);
    try {
      await onSave(row, values);
      onClose();
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <Text size="xs" c="dimmed">
          Created {new Date(row.createdAt).toLocaleString()} · updated {new Date(row.updatedAt).toLocaleString()}
        </Text>
        {columns.map((column) => {
          const value = row.values[column.name];
          const media = toMediaUrl(value);
          return (
            <Stack key={column.name} gap={4}>
              <Group gap="xs">
                <Title order={3} size="h6">
                  {column.name}
                </Title>
                <Badge size="xs" variant="default">
                  {column.role}
                </Badge>
                <Badge size="xs" variant="default">
                  {column.type}
                </Badge>
              </Group>
              {media && <MediaCell url={media.url} label={column.name} size={320} />}
              {onSave ? (
                <Textarea
                  aria-label={column.name}
                  autosize
                  minRows={1}
                  maxRows={10}
                  value={texts[column.name] ?? ''}
                  error={errors[column.name]}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    setTexts((current) => ({ ...current, [column.name]: text }));
                  }}
                />
              ) : (
                <Code block>{formatCellValue(value) || '—'}</Code>
              )}
            </Stack>
          );
        })}
        {onSave && (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving}>
              Save row
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

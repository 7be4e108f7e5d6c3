import type {
  ColumnChange,
  DatasetColumn,
  DatasetColumnRole,
  DatasetColumnType,
} from '@assay/shared/contracts/datasets';
import { Button, Group, Modal, Select, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { type ColumnDraft, toColumnChanges } from '../fns/to-column-changes';
import { ROLE_OPTIONS, TYPE_OPTIONS } from './column-options';

type EditColumnsModalProps = {
  opened: boolean;
  columns: DatasetColumn[];
  isPending: boolean;
  onClose: () => void;
  onSave: (changes: ColumnChange[]) => void;
  onDeleteColumn: (name: string) => void;
};

/** The column mapping after import: role and type per column, and deleting a column. */
export function EditColumnsModal(props: EditColumnsModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title="Columns: names, roles and types"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {props.opened && <EditColumnsForm {...props} />}
    </Modal>
  );
}

function EditColumnsForm({ columns, isPending, onClose, onSave, onDeleteColumn }: EditColumnsModalProps) {
  const [draft, setDraft] = useState<ColumnDraft[]>(() => columns.map((c) => ({ ...c, newName: c.name })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const hasChanges = draft.some((d) => {
    const before = columns.find((c) => c.name === d.name);
    return !before || d.newName !== d.name || d.role !== before.role || d.type !== before.type;
  });
  const update = (name: string, change: Partial<ColumnDraft>) =>
    setDraft((current) => current.map((c) => (c.name === name ? { ...c, ...change } : c)));
  const submit = () => {
    const result = toColumnChanges(columns, draft);
    setErrors(result.errors);
    if (Object.keys(result.errors).length === 0 && result.changes.length > 0) onSave(result.changes);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Changing a type never rewrites stored values; values that do not fit are shown as stored.
        </Text>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draft.map((column) => (
              <Table.Tr key={column.name}>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={`Name of ${column.name}`}
                    maxLength={100}
                    value={column.newName}
                    error={errors[column.name]}
                    onChange={(event) => update(column.name, { newName: event.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Role of ${column.name}`}
                    data={ROLE_OPTIONS}
                    value={column.role}
                    onChange={(value) => update(column.name, { role: (value ?? 'plain') as DatasetColumnRole })}
                    allowDeselect={false}
                    size="xs"
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Type of ${column.name}`}
                    data={TYPE_OPTIONS}
                    value={column.type}
                    onChange={(value) => update(column.name, { type: (value ?? 'string') as DatasetColumnType })}
                    allowDeselect={false}
                    size="xs"
                  />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Delete column ${column.name}`}
                    onClick={() => onDeleteColumn(column.name)}
                  >
                    Delete
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending} disabled={!hasChanges}>
            Save columns
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import type { DatasetColumn } from '@assay/shared/contracts/datasets';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { parseCellInput } from '../fns/parse-cell-input';

type AddRowModalProps = {
  opened: boolean;
  columns: DatasetColumn[];
  isPending: boolean;
  onClose: () => void;
  onSubmit: (values: Record<string, unknown>) => void;
};

/** A form with one field per column; empty fields stay empty. */
export function AddRowModal({ opened, columns, isPending, onClose, onSubmit }: AddRowModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add a row" closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened && <AddRowForm columns={columns} isPending={isPending} onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  );
}

function AddRowForm({ columns, isPending, onClose, onSubmit }: Omit<AddRowModalProps, 'opened'>) {
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const values: Record<string, unknown> = {};
    const nextErrors: Record<string, string> = {};
    for (const column of columns) {
      const parsed = parseCellInput(texts[column.name] ?? '', column.type);
      if (!parsed.isValid) nextErrors[column.name] = parsed.message;
      else if (parsed.value !== null) values[column.name] = parsed.value;
    }
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length === 0) onSubmit(values);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        {columns.map((column, index) => (
          <Textarea
            key={column.name}
            label={column.name}
            description={`${column.role.replace(/_/g, ' ')} · ${column.type}`}
            autosize
            minRows={1}
            maxRows={6}
            data-autofocus={index === 0 ? true : undefined}
            value={texts[column.name] ?? ''}
            error={errors[column.name]}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setTexts((current) => ({ ...current, [column.name]: text }));
            }}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            Add row
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import {
  DatasetColumnNameSchema,
  type DatasetColumn,
  type DatasetColumnRole,
  type DatasetColumnType,
} from '@assay/shared/contracts/datasets';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { parseCellInput } from '../fns/parse-cell-input';
import { ROLE_OPTIONS, TYPE_OPTIONS } from './column-options';

type AddColumnModalProps = {
  opened: boolean;
  existing: string[];
  isPending: boolean;
  onClose: () => void;
  onSubmit: (column: DatasetColumn & { defaultValue?: unknown }) => void;
};

export function AddColumnModal({ opened, existing, isPending, onClose, onSubmit }: AddColumnModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add a column" closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened && <AddColumnForm existing={existing} isPending={isPending} onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  );
}

function AddColumnForm({ existing, isPending, onClose, onSubmit }: Omit<AddColumnModalProps, 'opened'>) {
  const [name, setName] = useState('');
  const [role, setRole] = useState<DatasetColumnRole>('plain');
  const [type, setType] = useState<DatasetColumnType>('string');
  const [defaultText, setDefaultText] = useState('');
  const [errors, setErrors] = useState<{ name?: string; defaultValue?: string }>({});

  const submit = () => {
    const parsedName = DatasetColumnNameSchema.safeParse(name);
    const nextErrors: typeof errors = {};
    if (!parsedName.success) nextErrors.name = parsedName.error.issues[0]?.message ?? 'Enter a column name';
    else if (existing.includes(parsedName.data)) nextErrors.name = 'This dataset already has a column with that name';
    const parsedDefault = parseCellInput(defaultText, type);
    if (!parsedDefault.isValid) nextErrors.defaultValue = parsedDefault.message;
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0 || !parsedName.success || !parsedDefault.isValid) return;
    onSubmit({
      name: parsedName.data,
      role,
      type,
      ...(parsedDefault.value !== null ? { defaultValue: parsedDefault.value } : {}),
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Column name"
          required
          maxLength={100}
          data-autofocus
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Select
          label="Role"
          data={ROLE_OPTIONS}
          value={role}
          onChange={(value) => setRole((value ?? 'plain') as DatasetColumnRole)}
          allowDeselect={false}
        />
        <Select
          label="Type"
          data={TYPE_OPTIONS}
          value={type}
          onChange={(value) => setType((value ?? 'string') as DatasetColumnType)}
          allowDeselect={false}
        />
        <TextInput
          label="Value for existing rows"
          description="Leave empty to leave existing rows empty."
          value={defaultText}
          error={errors.defaultValue}
          onChange={(event) => setDefaultText(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            Add column
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

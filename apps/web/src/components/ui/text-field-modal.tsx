import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';

type FieldErrors = Record<string, string>;

type TextFieldModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Changes with the thing being edited, so the field starts from its current value each time. */
  formKey: string | null;
  /** The request field it edits: server field errors for it show under the input. */
  field: string;
  label: string;
  description?: string;
  isRequired?: boolean;
  maxLength: number;
  initialValue: string;
  /** Validates `{ [field]: value }` before anything is sent. */
  schema: z.ZodType;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (value: string, setFieldErrors: (errors: FieldErrors) => void) => void;
};

/** A modal with one text field and a submit button: renaming, moving, and the like. */
export function TextFieldModal(props: TextFieldModalProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={props.opened && props.formKey !== null}
      onClose={props.onClose}
      title={props.title}
    >
      {props.formKey !== null && <TextFieldForm key={props.formKey} {...props} />}
    </Modal>
  );
}

function TextFieldForm(props: TextFieldModalProps) {
  const { field } = props;
  const form = useForm<Record<string, string>>({
    mode: 'uncontrolled',
    initialValues: { [field]: props.initialValue },
    validate: schemaResolver(props.schema as never, { sync: true }),
  });
  const onSubmit = form.onSubmit((values) => props.onSubmit(values[field] ?? '', form.setErrors));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={props.label}
          description={props.description}
          required={props.isRequired}
          maxLength={props.maxLength}
          data-autofocus
          key={form.key(field)}
          {...form.getInputProps(field)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={props.isPending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

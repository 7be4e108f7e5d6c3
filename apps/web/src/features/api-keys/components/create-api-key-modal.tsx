import { CreateApiKeyRequestSchema, type CreatedApiKey } from '@assay/shared/contracts/api-keys';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useCreateApiKeyMutation } from '../api/create-api-key';

type CreateApiKeyModalProps = { projectId: string; opened: boolean; onClose: () => void };

export function CreateApiKeyModal({ projectId, opened, onClose }: CreateApiKeyModalProps) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const onDone = () => {
    // The secret leaves memory with the modal: it is never shown again.
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onDone}
      title={created ? 'Copy your new API key' : 'Create API key'}
      closeOnClickOutside={!created}
    >
      {opened &&
        (created ? (
          <CreatedKey apiKey={created} onDone={onDone} />
        ) : (
          <CreateApiKeyForm projectId={projectId} onCreated={setCreated} onCancel={onDone} />
        ))}
    </Modal>
  );
}

function CreateApiKeyForm({
  projectId,
  onCreated,
  onCancel,
}: {
  projectId: string;
  onCreated: (apiKey: CreatedApiKey) => void;
  onCancel: () => void;
}) {
  const createApiKey = useCreateApiKeyMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '' },
    validate: schemaResolver(CreateApiKeyRequestSchema, { sync: true }),
  });

  const onSubmit = form.onSubmit((values) =>
    createApiKey.mutate(
      { projectId, body: { name: values.name.trim() } },
      {
        onSuccess: ({ data, message }) => {
          notifySuccess(message);
          onCreated(data);
        },
        onError: (error) => showRequestError(error, form.setErrors),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="Say where the key is used, e.g. “checkout service, production”."
          autoComplete="off"
          required
          maxLength={80}
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={createApiKey.isPending}>
            Create key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CreatedKey({ apiKey, onDone }: { apiKey: CreatedApiKey; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" title="You won't see this key again">
        Copy it now and keep it somewhere safe. Assay stores only a fingerprint of it; if you lose it, revoke it and
        create another.
      </Alert>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          API key “{apiKey.name}”
        </Text>
        <Code block tabIndex={0} data-testid="new-api-key" style={{ overflowWrap: 'anywhere' }}>
          {apiKey.key}
        </Code>
      </Stack>
      <Group justify="flex-end" gap="sm">
        <CopyButton value={apiKey.key}>
          {({ copied, copy }) => (
            <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
              {copied ? 'Copied' : 'Copy key'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  );
}

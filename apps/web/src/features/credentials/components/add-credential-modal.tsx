import { CreateCredentialRequestSchema } from '@assay/shared/contracts/credentials';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { PasswordField } from '@/components/ui/password-field';
import { useCreateCredentialMutation } from '../api/create-credential';
import { credentialFormFields } from '../fns/credential-form-fields';
import { LOCAL_PROVIDER_NOTE, providerOptions } from '../fns/provider-options';
import { toCreateCredentialRequest, type CredentialFormValues } from '../fns/to-create-credential-request';
import { withToasts } from '@/lib/with-toasts';

/** The shared request schema, checked against what the form would send (blanks dropped). */
const CredentialFormSchema = z.preprocess(
  (values) => toCreateCredentialRequest(values as CredentialFormValues),
  CreateCredentialRequestSchema,
);

const INITIAL_VALUES: CredentialFormValues = {
  provider: 'openai',
  name: '',
  apiKey: '',
  baseUrl: '',
  resourceName: '',
  apiVersion: '',
};

type AddCredentialModalProps = { opened: boolean; onClose: () => void };

export function AddCredentialModal({ opened, onClose }: AddCredentialModalProps) {
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={onClose} title="Add credential">
      {/* Mounted only while open, so a typed key does not linger in memory after closing. */}
      {opened && <AddCredentialForm onDone={onClose} />}
    </Modal>
  );
}

function AddCredentialForm({ onDone }: { onDone: () => void }) {
  const createCredential = useCreateCredentialMutation();
  const form = useForm<CredentialFormValues>({
    mode: 'uncontrolled',
    initialValues: INITIAL_VALUES,
    validate: schemaResolver(CredentialFormSchema, { sync: true }),
  });
  const provider = form.useWatchValue('provider');
  const fields = credentialFormFields(provider);

  const onSubmit = form.onSubmit((values) =>
    createCredential.mutate(toCreateCredentialRequest(values), withToasts(onDone, form.setErrors)),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Select
          label="Provider"
          description={LOCAL_PROVIDER_NOTE}
          data={providerOptions()}
          allowDeselect={false}
          required
          data-autofocus
          key={form.key('provider')}
          {...form.getInputProps('provider')}
        />
        <TextInput
          label="Name"
          description={fields.nameDescription}
          placeholder={fields.namePlaceholder}
          autoComplete="off"
          required
          maxLength={60}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <PasswordField
          label="API key"
          description={
            fields.isApiKeyRequired
              ? 'Stored encrypted; shown afterwards only as its last 4 characters.'
              : 'Optional: only if the server asks for one.'
          }
          autoComplete="off"
          required={fields.isApiKeyRequired}
          key={form.key('apiKey')}
          {...form.getInputProps('apiKey')}
        />
        {fields.hasAzureFields && (
          <>
            <TextInput
              label="Resource name"
              description="The name of your Azure OpenAI resource, as in https://<resource>.openai.azure.com."
              autoComplete="off"
              key={form.key('resourceName')}
              {...form.getInputProps('resourceName')}
            />
            <TextInput
              label="API version"
              description="Optional: leave empty for the default."
              placeholder="2024-10-21"
              autoComplete="off"
              key={form.key('apiVersion')}
              {...form.getInputProps('apiVersion')}
            />
          </>
        )}
        <TextInput
          label="Base URL"
          description={fields.baseUrlDescription}
          placeholder={fields.baseUrlPlaceholder}
          type="url"
          autoComplete="off"
          required={fields.isBaseUrlRequired}
          key={form.key('baseUrl')}
          {...form.getInputProps('baseUrl')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={createCredential.isPending}>
            Save credential
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

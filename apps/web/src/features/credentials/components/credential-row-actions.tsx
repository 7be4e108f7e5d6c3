import type { Credential } from '@assay/shared/contracts/credentials';
import { Button, Group } from '@mantine/core';
import { notifyError, notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useTestCredentialMutation } from '../api/test-credential';

type CredentialRowActionsProps = { credential: Credential; onDelete: (credential: Credential) => void };

export function CredentialRowActions({ credential, onDelete }: CredentialRowActionsProps) {
  const testCredential = useTestCredentialMutation();

  const onTest = () =>
    testCredential.mutate(credential.id, {
      // A failed connection is an answer, not an error: the provider's message says what to fix.
      onSuccess: (result) =>
        result.ok
          ? notifySuccess(result.message, `${credential.name}: connection works`)
          : notifyError(result.message, `${credential.name}: connection failed`),
      onError: (error) => showRequestError(error),
    });

  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        loading={testCredential.isPending}
        onClick={onTest}
        aria-label={`Test connection to ${credential.name}`}
      >
        Test connection
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={() => onDelete(credential)}
        aria-label={`Delete ${credential.name}`}
      >
        Delete
      </Button>
    </Group>
  );
}

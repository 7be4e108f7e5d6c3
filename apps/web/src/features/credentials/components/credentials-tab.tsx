import type { Credential } from '@assay/shared/contracts/credentials';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { useSession } from '@/features/auth';
import { useCredentialsQuery } from '../api/list-credentials';
import { AddCredentialModal } from './add-credential-modal';
import { CredentialTable } from './credential-table';
import { DeleteCredentialModal } from './delete-credential-modal';
import { LocalModelsSection } from './local-models-section';
import { ModelPricesSection } from './model-prices-section';

export function CredentialsTab() {
  const orgRole = useSession((state) => state.userData?.orgRole);
  const isManager = orgRole === 'owner' || orgRole === 'admin';
  const credentialsQuery = useCredentialsQuery();
  const [isAddOpen, addModal] = useDisclosure(false);
  // Kept after closing so the modal's text does not blank out during its closing animation.
  const [credentialToDelete, setCredentialToDelete] = useState<Credential | null>(null);
  const [isDeleteOpen, deleteModal] = useDisclosure(false);

  const onDelete = (credential: Credential) => {
    setCredentialToDelete(credential);
    deleteModal.open();
  };

  return (
    <Stack gap="xl">
      <Stack gap="md" component="section" aria-labelledby="credentials-heading">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h3" id="credentials-heading">
              Credentials
            </Title>
            <Text size="sm" c="dimmed" maw={640}>
              Keys of the model providers your organisation calls. They are encrypted at rest and only ever shown
              masked.
            </Text>
          </Stack>
          {isManager && <Button onClick={addModal.open}>Add credential</Button>}
        </Group>
        {!isManager && (
          <Text size="sm" c="dimmed">
            Only organisation owners and admins can add, test or delete credentials and change model prices.
          </Text>
        )}

        {credentialsQuery.isPending ? (
          <LoadingRows label="Loading credentials" rows={3} />
        ) : credentialsQuery.isError ? (
          <LoadError
            title="Could not load credentials"
            message={credentialsQuery.error.message}
            onRetry={() => void credentialsQuery.refetch()}
          />
        ) : credentialsQuery.data.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Text c="dimmed" ta="center">
              {isManager
                ? 'No credentials yet — add one to run prompts against your models.'
                : 'No credentials yet — an organisation owner or admin can add one to run prompts against your models.'}
            </Text>
          </Paper>
        ) : (
          <Paper withBorder radius="md">
            <CredentialTable credentials={credentialsQuery.data} isManager={isManager} onDelete={onDelete} />
          </Paper>
        )}
      </Stack>

      <LocalModelsSection />

      <ModelPricesSection isManager={isManager} />

      <AddCredentialModal opened={isAddOpen} onClose={addModal.close} />
      <DeleteCredentialModal credential={credentialToDelete} opened={isDeleteOpen} onClose={deleteModal.close} />
    </Stack>
  );
}

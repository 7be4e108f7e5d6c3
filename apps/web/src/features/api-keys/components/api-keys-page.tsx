import type { ApiKey } from '@assay/shared/contracts/api-keys';
import { Anchor, Button, Code, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { useProjectAccessQuery } from '@/features/projects';
import { useSelectedProjectId } from '@/lib/selected-project-store';
import { useApiKeysQuery } from '../api/list-api-keys';
import { otlpEndpoint } from '../fns/otlp-endpoint';
import { ApiKeyTable } from './api-key-table';
import { CreateApiKeyModal } from './create-api-key-modal';
import { RevokeApiKeyModal } from './revoke-api-key-modal';

export function ApiKeysPage() {
  const projectId = useSelectedProjectId();
  const apiKeysQuery = useApiKeysQuery(projectId);
  const accessLevel = useProjectAccessQuery(projectId).data?.accessLevel;
  const canManage = accessLevel === 'owner' || accessLevel === 'editor';
  const [isCreateOpen, createModal] = useDisclosure(false);
  // Kept after closing so the modal's text does not blank out during its closing animation.
  const [keyToRevoke, setKeyToRevoke] = useState<ApiKey | null>(null);
  const [isRevokeOpen, revokeModal] = useDisclosure(false);
  const endpoint = otlpEndpoint(window.location.origin);

  if (!projectId) {
    return (
      <>
        <PageHeader title="API keys" />
        <Text>
          Choose a project first:{' '}
          <Anchor component={Link} to="/projects">
            go to your projects
          </Anchor>
          .
        </Text>
      </>
    );
  }

  const onRevoke = (apiKey: ApiKey) => {
    setKeyToRevoke(apiKey);
    revokeModal.open();
  };
  const createButton = canManage && <Button onClick={createModal.open}>Create API key</Button>;

  return (
    <>
      <PageHeader
        title="API keys"
        description={
          <>
            Programs send traces to this project with a key: OTLP/HTTP to <Code>{endpoint}</Code> with the header{' '}
            <Code>Authorization: Bearer &lt;key&gt;</Code>.
          </>
        }
        actions={apiKeysQuery.data && apiKeysQuery.data.length > 0 ? createButton : null}
      />

      {apiKeysQuery.isPending ? (
        <LoadingRows label="Loading API keys" rows={3} />
      ) : apiKeysQuery.isError ? (
        <LoadError
          title="Could not load API keys"
          message={apiKeysQuery.error.message}
          onRetry={() => void apiKeysQuery.refetch()}
        />
      ) : apiKeysQuery.data.length === 0 ? (
        <EmptyState
          title="No API keys yet"
          description={
            <>
              An API key lets your application send its traces here: point an OpenTelemetry exporter at{' '}
              <Code>{endpoint}</Code> (or post JSON spans to <Code>/v2/llm/traces/ingest</Code>) with the key as a
              bearer token. {canManage ? 'Create one to start.' : 'A project editor or owner can create one.'}
            </>
          }
          action={createButton}
        />
      ) : (
        <Paper withBorder radius="md">
          <ApiKeyTable apiKeys={apiKeysQuery.data} canManage={canManage} onRevoke={onRevoke} />
        </Paper>
      )}

      <CreateApiKeyModal projectId={projectId} opened={isCreateOpen} onClose={createModal.close} />
      <RevokeApiKeyModal projectId={projectId} apiKey={keyToRevoke} opened={isRevokeOpen} onClose={revokeModal.close} />
    </>
  );
}

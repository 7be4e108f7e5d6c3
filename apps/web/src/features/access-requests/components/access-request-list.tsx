import { LoadError } from '@/components/ui/query-states';
import type { AccessRequest } from '@assay/shared/contracts/projects';
import { Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { AccessRequestItem } from './access-request-item';

type AccessRequestListProps = {
  query: UseQueryResult<AccessRequest[]>;
  isProjectNameShown: boolean;
  onDecided?: () => void;
};

export function AccessRequestList({ query, isProjectNameShown, onDecided }: AccessRequestListProps) {
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading access requests">
        <Skeleton height={64} radius="md" />
        <Skeleton height={64} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="Could not load access requests"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No pending access requests
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {query.data.map((request) => (
        <AccessRequestItem
          key={request.id}
          request={request}
          isProjectNameShown={isProjectNameShown}
          onDecided={onDecided}
        />
      ))}
    </Stack>
  );
}

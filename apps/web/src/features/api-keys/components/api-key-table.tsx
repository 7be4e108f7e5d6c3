import type { ApiKey } from '@assay/shared/contracts/api-keys';
import { Button, Code, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '../fns/format-date-time';

type ApiKeyTableProps = {
  apiKeys: ApiKey[];
  /** Editors and owners revoke; viewers only read. */
  canManage: boolean;
  onRevoke: (apiKey: ApiKey) => void;
};

export function ApiKeyTable({ apiKeys, canManage, onRevoke }: ApiKeyTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="API keys">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Key</Table.Th>
            <Table.Th scope="col">Created</Table.Th>
            <Table.Th scope="col">Created by</Table.Th>
            <Table.Th scope="col">Last used</Table.Th>
            {canManage && (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {apiKeys.map((apiKey) => (
            <Table.Tr key={apiKey.id}>
              <Table.Th scope="row">
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {apiKey.name}
                </Text>
              </Table.Th>
              <Table.Td>
                <Code>{apiKey.prefix}…</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <time dateTime={apiKey.createdAt}>{formatDateTime(apiKey.createdAt)}</time>
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={apiKey.createdBy ? undefined : 'dimmed'}>
                  {apiKey.createdBy ?? 'Removed account'}
                </Text>
              </Table.Td>
              <Table.Td>
                {apiKey.lastUsedAt ? (
                  <Text size="sm">
                    <time dateTime={apiKey.lastUsedAt}>{formatDateTime(apiKey.lastUsedAt)}</time>
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    Never
                  </Text>
                )}
              </Table.Td>
              {canManage && (
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Revoke ${apiKey.name}`}
                    onClick={() => onRevoke(apiKey)}
                  >
                    Revoke
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

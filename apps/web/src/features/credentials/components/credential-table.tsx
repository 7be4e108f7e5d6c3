import type { Credential } from '@assay/shared/contracts/credentials';
import { Code, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '../fns/format-date-time';
import { PROVIDER_LABELS } from '../fns/provider-options';
import { CredentialRowActions } from './credential-row-actions';
import { CredentialTestStatus } from './credential-test-status';

type CredentialTableProps = {
  credentials: Credential[];
  /** Owners and admins test and delete; members only read. */
  isManager: boolean;
  onDelete: (credential: Credential) => void;
};

export function CredentialTable({ credentials, isManager, onDelete }: CredentialTableProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Credentials">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Provider</Table.Th>
            <Table.Th scope="col">Key</Table.Th>
            <Table.Th scope="col">Base URL</Table.Th>
            <Table.Th scope="col">Last test</Table.Th>
            <Table.Th scope="col">Added</Table.Th>
            {isManager && (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {credentials.map((credential) => (
            <Table.Tr key={credential.id}>
              <Table.Th scope="row" fw={500}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {credential.name}
                </Text>
              </Table.Th>
              <Table.Td>
                <Text size="sm">{PROVIDER_LABELS[credential.provider]}</Text>
              </Table.Td>
              <Table.Td>
                <Code>{credential.maskedKey}</Code>
              </Table.Td>
              <Table.Td maw={240}>
                <Text size="sm" c={credential.baseUrl ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                  {credential.baseUrl ?? 'Provider default'}
                </Text>
              </Table.Td>
              <Table.Td maw={280}>
                <CredentialTestStatus {...credential} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <time dateTime={credential.createdAt}>{formatDateTime(credential.createdAt)}</time>
                </Text>
              </Table.Td>
              {isManager && (
                <Table.Td ta="right">
                  <CredentialRowActions credential={credential} onDelete={onDelete} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import type { ExtractionRule } from '@assay/shared/contracts/extraction-rules';
import { Anchor, Button, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../fns/format-date-time';

type ExtractionRuleTableProps = {
  rules: ExtractionRule[];
  projectId: string;
  canManage: boolean;
  onToggleActive: (rule: ExtractionRule, isActive: boolean) => void;
  onDelete: (rule: ExtractionRule) => void;
};

export function ExtractionRuleTable({
  rules,
  projectId,
  canManage,
  onToggleActive,
  onDelete,
}: ExtractionRuleTableProps) {
  const search = `?projectId=${encodeURIComponent(projectId)}`;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Extraction rules">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Target dataset</Table.Th>
            <Table.Th scope="col">Active</Table.Th>
            <Table.Th scope="col">Rows produced</Table.Th>
            <Table.Th scope="col">Last run</Table.Th>
            <Table.Th scope="col">Last error</Table.Th>
            {canManage && (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule) => (
            <Table.Tr key={rule.id}>
              <Table.Th scope="row">
                <Anchor component={Link} to={`/projects/extraction-rules/${rule.id}${search}`} size="sm" fw={500}>
                  {rule.name}
                </Anchor>
              </Table.Th>
              <Table.Td>
                {rule.datasetName ? (
                  <Text size="sm">{rule.datasetName}</Text>
                ) : (
                  <Text size="sm" c="red">
                    Dataset deleted
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Switch
                  checked={rule.isActive}
                  disabled={!canManage}
                  aria-label={`${rule.name} is active`}
                  onChange={(event) => onToggleActive(rule, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{rule.rowsProduced.toLocaleString()}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={rule.lastRunAt ? undefined : 'dimmed'}>
                  {rule.lastRunAt ? <time dateTime={rule.lastRunAt}>{formatDateTime(rule.lastRunAt)}</time> : 'Not yet'}
                </Text>
              </Table.Td>
              <Table.Td maw={320}>
                {rule.lastError ? (
                  <Stack gap={0}>
                    <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
                      {rule.lastError}
                    </Text>
                    {rule.lastErrorAt && (
                      <Text size="xs" c="dimmed">
                        <time dateTime={rule.lastErrorAt}>{formatDateTime(rule.lastErrorAt)}</time>
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    None
                  </Text>
                )}
              </Table.Td>
              {canManage && (
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${rule.name}`}
                    onClick={() => onDelete(rule)}
                  >
                    Delete
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

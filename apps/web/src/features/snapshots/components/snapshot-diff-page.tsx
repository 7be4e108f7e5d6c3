import type { DatasetRow } from '@assay/shared/contracts/datasets';
import type { SnapshotDiff } from '@assay/shared/contracts/snapshots';
import { Alert, Anchor, Badge, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { useSelectedProjectId } from '@/lib/selected-project-store';
import { useSnapshotQuery } from '../api/get-snapshot';
import { useSnapshotDiffQuery } from '../api/get-snapshot-diff';
import { diffCells } from '../fns/diff-cells';

const show = (value: unknown) =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** What changed between two snapshots: rows added, removed and changed (cell by cell), and column changes. */
export function SnapshotDiffPage() {
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const projectId = useSelectedProjectId() ?? '';
  const fromSnapshot = useSnapshotQuery(from).data;
  const toSnapshot = useSnapshotQuery(to).data;
  const diffQuery = useSnapshotDiffQuery(from, to);
  const backLink = (
    <Anchor component={Link} to={`/projects/snapshots?projectId=${encodeURIComponent(projectId)}`} size="sm">
      ← All snapshots
    </Anchor>
  );

  if (!from || !to) {
    return (
      <Stack gap="md">
        {backLink}
        <EmptyState
          titleOrder={1}
          title="Choose two snapshots"
          description="Pick a From and a To snapshot on the snapshots page, then Compare."
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {backLink}
      <PageHeader
        title="Compare snapshots"
        description={`${fromSnapshot?.name ?? 'From'} → ${toSnapshot?.name ?? 'To'}`}
      />
      {diffQuery.isPending ? (
        <LoadingRows label="Comparing snapshots" />
      ) : diffQuery.isError ? (
        <LoadError
          title="Could not compare"
          message={diffQuery.error.message}
          onRetry={() => void diffQuery.refetch()}
        />
      ) : (
        <DiffView diff={diffQuery.data} />
      )}
    </Stack>
  );
}

function DiffView({ diff }: { diff: SnapshotDiff }) {
  const { counts, columns } = diff;
  const isSame =
    counts.added + counts.removed + counts.changed === 0 &&
    columns.added.length + columns.removed.length + columns.changed.length === 0;
  return (
    <Stack gap="lg">
      <Group gap="sm" role="status">
        <Badge color="green" size="lg" variant="dot">
          {counts.added} added
        </Badge>
        <Badge color="red" size="lg" variant="dot">
          {counts.removed} removed
        </Badge>
        <Badge color="orange" size="lg" variant="dot">
          {counts.changed} changed
        </Badge>
      </Group>
      {isSame && <EmptyState title="No differences" description="Both snapshots hold the same rows and columns." />}
      {diff.isTruncated && (
        <Alert color="blue" title="Long lists are cut short">
          The counts are exact; each list below shows the first rows only. Export both snapshots to compare every row.
        </Alert>
      )}
      {columns.added.length + columns.removed.length + columns.changed.length > 0 && (
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="xs">
            Columns
          </Title>
          {columns.added.length > 0 && <Text size="sm">Added: {columns.added.join(', ')}</Text>}
          {columns.removed.length > 0 && <Text size="sm">Removed: {columns.removed.join(', ')}</Text>}
          {columns.changed.length > 0 && <Text size="sm">Role or type changed: {columns.changed.join(', ')}</Text>}
        </Paper>
      )}
      {diff.changed.length > 0 && (
        <section aria-labelledby="diff-changed">
          <Title order={2} size="h4" mb="xs" id="diff-changed">
            Changed rows
          </Title>
          <Table withTableBorder aria-labelledby="diff-changed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                <Table.Th>Column</Table.Th>
                <Table.Th>Before</Table.Th>
                <Table.Th>After</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {diff.changed.flatMap((row) =>
                diffCells(row.before, row.after).map((cell, index) => (
                  <Table.Tr key={`${row.id}-${cell.column}`}>
                    <Table.Td>{index === 0 ? row.id : ''}</Table.Td>
                    <Table.Td>{cell.column}</Table.Td>
                    <Table.Td>
                      <Code>{show(cell.before)}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Code>{show(cell.after)}</Code>
                    </Table.Td>
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
          </Table>
        </section>
      )}
      <RowList id="diff-added" title="Added rows" rows={diff.added} />
      <RowList id="diff-removed" title="Removed rows" rows={diff.removed} />
    </Stack>
  );
}

function RowList({ id, title, rows }: { id: string; title: string; rows: DatasetRow[] }) {
  if (rows.length === 0) return null;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row.values)))];
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" mb="xs" id={id}>
        {title}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder aria-labelledby={id}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.id}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column} maw={260} style={{ wordBreak: 'break-word' }}>
                    {show(row.values[column])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

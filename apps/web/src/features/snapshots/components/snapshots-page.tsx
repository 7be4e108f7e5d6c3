import { DatasetNameSchema } from '@assay/shared/contracts/datasets';
import type { Snapshot } from '@assay/shared/contracts/snapshots';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Menu,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { TextFieldModal } from '@/components/ui/text-field-modal';
import { downloadFile } from '@/features/datasets';
import { notifySuccess } from '@/lib/notify';
import { useSelectedProjectId } from '@/lib/selected-project-store';
import { showRequestError } from '@/lib/show-request-error';
import { useSnapshotsQuery } from '../api/list-snapshots';
import { useSnapshotMutations } from '../api/snapshot-mutations';
import { CreateSnapshotModal } from './create-snapshot-modal';

const PAGE_SIZE = 20;
const RestoreNameSchema = z.object({ name: DatasetNameSchema });

/** Frozen copies of datasets: create, open read-only, compare two, restore into a new dataset, export, delete. */
export function SnapshotsPage() {
  const projectId = useSelectedProjectId() ?? '';
  const navigate = useNavigate();
  const search = `?projectId=${encodeURIComponent(projectId)}`;
  const [nameFilter, setNameFilter] = useState('');
  const [debouncedName] = useDebouncedValue(nameFilter.trim(), 300);
  const [page, setPage] = useState(0);
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [toRestore, setToRestore] = useState<Snapshot | null>(null);
  const [toDelete, setToDelete] = useState<Snapshot | null>(null);
  const [compare, setCompare] = useState<{ from: string | null; to: string | null }>({ from: null, to: null });
  const query = useSnapshotsQuery(projectId ? { projectId, page, size: PAGE_SIZE, search: debouncedName } : null);
  const { create, remove, restore } = useSnapshotMutations();
  const snapshots = query.data?.content ?? [];
  const snapshotOptions = snapshots.map((s) => ({ value: s.id, label: `${s.name} (${s.datasetName})` }));

  const createButton = <Button onClick={() => setIsCreateOpen(true)}>Create snapshot</Button>;
  const exportSnapshot = (snapshot: Snapshot) =>
    void downloadFile(`/v2/llm/snapshots/${encodeURIComponent(snapshot.id)}/export`, {
      projectId,
      fileName: `${snapshot.name}.csv`,
    }).catch((error: unknown) => showRequestError(error));

  return (
    <>
      <PageHeader
        title="Snapshots"
        description="Frozen copies of datasets: open one as it was, compare two, or restore one into a new dataset."
        actions={createButton}
      />
      {query.isPending ? (
        <LoadingRows label="Loading snapshots" />
      ) : query.isError ? (
        <LoadError
          title="Could not load snapshots"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : snapshots.length === 0 && debouncedName === '' ? (
        <EmptyState
          title="No snapshots yet"
          description="Create a snapshot to freeze a dataset as it is now; later you can compare it with the dataset's next snapshot or restore it."
          action={createButton}
        />
      ) : (
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <form
              aria-labelledby="compare-snapshots-title"
              onSubmit={(event) => {
                event.preventDefault();
                if (compare.from && compare.to) {
                  void navigate(
                    `/projects/snapshots/compare${search}&from=${encodeURIComponent(compare.from)}&to=${encodeURIComponent(compare.to)}`,
                  );
                }
              }}
            >
              <Title order={2} size="h5" id="compare-snapshots-title" mb="xs">
                Compare two snapshots
              </Title>
              <Group align="flex-end" gap="sm">
                <Select
                  label="From (older)"
                  data={snapshotOptions}
                  value={compare.from}
                  onChange={(from) => setCompare((c) => ({ ...c, from }))}
                  w={280}
                  searchable
                />
                <Select
                  label="To (newer)"
                  data={snapshotOptions}
                  value={compare.to}
                  onChange={(to) => setCompare((c) => ({ ...c, to }))}
                  w={280}
                  searchable
                />
                <Button type="submit" disabled={!compare.from || !compare.to || compare.from === compare.to}>
                  Compare
                </Button>
              </Group>
            </form>
          </Paper>
          <TextInput
            label="Search snapshots"
            placeholder="Name contains…"
            value={nameFilter}
            onChange={(event) => {
              setNameFilter(event.currentTarget.value);
              setPage(0);
            }}
            w={260}
          />
          {snapshots.length === 0 ? (
            <Text c="dimmed">No snapshot has that name.</Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table highlightOnHover aria-label="Snapshots">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Dataset</Table.Th>
                    <Table.Th ta="right">Rows</Table.Th>
                    <Table.Th>Created</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {snapshots.map((snapshot) => (
                    <Table.Tr key={snapshot.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/projects/snapshots/${snapshot.id}${search}`} fw={500}>
                          {snapshot.name}
                        </Anchor>
                        {snapshot.description && (
                          <Text size="xs" c="dimmed" lineClamp={2}>
                            {snapshot.description}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/projects/datasets/${snapshot.datasetId}${search}`} size="sm">
                          {snapshot.datasetName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">{snapshot.rowCount.toLocaleString()}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{new Date(snapshot.createdAt).toLocaleString()}</Text>
                        {snapshot.createdByName && (
                          <Text size="xs" c="dimmed">
                            by {snapshot.createdByName}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Menu position="bottom-end">
                          <Menu.Target>
                            <ActionIcon variant="subtle" aria-label={`Actions for ${snapshot.name}`}>
                              ⋯
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item onClick={() => setToRestore(snapshot)}>Restore as new dataset</Menu.Item>
                            <Menu.Item onClick={() => exportSnapshot(snapshot)}>Export CSV</Menu.Item>
                            <Menu.Item color="red" onClick={() => setToDelete(snapshot)}>
                              Delete
                            </Menu.Item>
                          </Menu.Dropdown>
                        </Menu>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {query.data.totalPages > 1 && (
            <Pagination
              aria-label="Snapshot pages"
              total={query.data.totalPages}
              value={page + 1}
              onChange={(next) => setPage(next - 1)}
            />
          )}
        </Stack>
      )}

      <CreateSnapshotModal
        opened={isCreateOpen}
        projectId={projectId}
        isPending={create.isPending}
        onClose={() => setIsCreateOpen(false)}
        onSubmit={(request) =>
          create.mutate(request, {
            onSuccess: (snapshot) => {
              notifySuccess(`Snapshot ${snapshot.name} created with ${snapshot.rowCount.toLocaleString()} rows`);
              setIsCreateOpen(false);
            },
            onError: (error) => showRequestError(error),
          })
        }
      />
      <TextFieldModal
        opened={toRestore !== null}
        onClose={() => setToRestore(null)}
        title="Restore as a new dataset"
        formKey={toRestore?.id ?? null}
        field="name"
        label="New dataset name"
        description="The snapshot's rows and columns are copied into a new dataset; the original dataset is not changed."
        isRequired
        maxLength={200}
        initialValue={toRestore ? `${toRestore.datasetName} (restored ${toRestore.name})`.slice(0, 200) : ''}
        schema={RestoreNameSchema}
        submitLabel="Restore"
        isPending={restore.isPending}
        onSubmit={(name, setFieldErrors) =>
          toRestore &&
          restore.mutate(
            { snapshotId: toRestore.id, name },
            {
              onSuccess: (datasetId) => {
                notifySuccess(`Restored into ${name}`);
                setToRestore(null);
                if (datasetId) void navigate(`/projects/datasets/${datasetId}${search}`);
              },
              onError: (error) => showRequestError(error, setFieldErrors),
            },
          )
        }
      />
      <ConfirmModal
        opened={toDelete !== null}
        title="Delete snapshot?"
        confirmLabel="Delete snapshot"
        isPending={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              notifySuccess(`Snapshot ${toDelete.name} deleted`);
              setToDelete(null);
            },
            onError: (error) => showRequestError(error),
          })
        }
      >
        The snapshot {toDelete?.name} will be deleted. The dataset itself is not changed.
      </ConfirmModal>
    </>
  );
}

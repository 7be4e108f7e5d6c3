import type { Dataset } from '@assay/shared/contracts/datasets';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { notifySuccess } from '@/lib/notify';
import { useSelectedProjectId } from '@/lib/selected-project-store';
import { showRequestError } from '@/lib/show-request-error';
import { useDeleteDatasetMutation } from '../api/delete-dataset';
import { useDatasetsQuery } from '../api/list-datasets';
import { useUpdateDatasetMutation } from '../api/update-dataset';
import { UploadDatasetModal } from './upload-dataset-modal';

const PAGE_SIZE = 20;
const ALL_TAGS = '';

const STATUS_COLORS: Record<Dataset['status'], string> = { importing: 'blue', ready: 'green', failed: 'red' };

export function datasetPath(dataset: Pick<Dataset, 'id' | 'kind'>, projectId: string) {
  const pathname =
    dataset.kind === 'prediction' ? `/projects/datasets/prediction/${dataset.id}` : `/projects/datasets/${dataset.id}`;
  return { pathname, search: `?projectId=${encodeURIComponent(projectId)}` };
}

/** The project's datasets: search by name, filter by tag, upload, disable and delete. */
export function DatasetsPage() {
  const projectId = useSelectedProjectId() ?? '';
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [tag, setTag] = useState(ALL_TAGS);
  const [page, setPage] = useState(0);
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Dataset | null>(null);
  const query = useDatasetsQuery(
    projectId ? { projectId, page, size: PAGE_SIZE, search: debouncedSearch, tag: tag || undefined } : null,
  );
  const deleteMutation = useDeleteDatasetMutation();
  const updateMutation = useUpdateDatasetMutation();
  // Tags offered are those of the datasets seen so far in this list, plus the chosen one.
  const [knownTags, setKnownTags] = useState<string[]>([]);
  const datasets = query.data?.content ?? [];
  const seenTags = [...new Set([...knownTags, ...datasets.flatMap((d) => d.tags)])].sort();
  if (seenTags.length !== knownTags.length) setKnownTags(seenTags);

  const isFiltered = debouncedSearch !== '' || tag !== ALL_TAGS;
  const upload = (
    <Button onClick={() => setIsUploadOpen(true)} disabled={!projectId}>
      Upload dataset
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Datasets"
        description="Rows of prompts, responses and context to evaluate and run prompts against."
        actions={upload}
      />
      <Group gap="sm" align="flex-end" mb="md">
        <TextInput
          label="Search datasets"
          placeholder="Name contains…"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(0);
          }}
          w={260}
        />
        <Select
          label="Tag"
          data={[{ value: ALL_TAGS, label: 'All tags' }, ...seenTags.map((t) => ({ value: t, label: t }))]}
          value={tag}
          onChange={(value) => {
            setTag(value ?? ALL_TAGS);
            setPage(0);
          }}
          allowDeselect={false}
          w={200}
        />
      </Group>

      {query.isPending ? (
        <LoadingRows label="Loading datasets" />
      ) : query.isError ? (
        <LoadError title="Could not load datasets" message={query.error.message} onRetry={() => void query.refetch()} />
      ) : datasets.length === 0 ? (
        isFiltered ? (
          <EmptyState
            title="No datasets match"
            description="No dataset has that name or tag. Change the search or choose All tags."
          />
        ) : (
          <EmptyState
            title="No datasets yet"
            description="Upload a CSV or JSONL file: you will see its first rows, choose a role and type for each column, and the rows are imported in the background."
            action={upload}
          />
        )
      ) : (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={720}>
            <Table highlightOnHover aria-label="Datasets">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Tags</Table.Th>
                  <Table.Th ta="right">Rows</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {datasets.map((dataset) => (
                  <Table.Tr key={dataset.id}>
                    <Table.Td>
                      <Anchor component={Link} to={datasetPath(dataset, projectId)} fw={500}>
                        {dataset.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{dataset.kind === 'prediction' ? 'Prediction' : 'Dataset'}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {dataset.tags.map((t) => (
                          <Badge key={t} variant="default" size="sm">
                            {t}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{dataset.rowCount.toLocaleString()}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[dataset.status]} variant="dot">
                        {dataset.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{new Date(dataset.createdAt).toLocaleString()}</Text>
                      {dataset.createdByName && (
                        <Text size="xs" c="dimmed">
                          by {dataset.createdByName}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Menu position="bottom-end">
                        <Menu.Target>
                          <ActionIcon variant="subtle" aria-label={`Actions for ${dataset.name}`}>
                            ⋯
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item
                            onClick={() =>
                              updateMutation.mutate(
                                { datasetId: dataset.id, changes: { isDisabled: true } },
                                {
                                  onSuccess: () => notifySuccess(`${dataset.name} is disabled and hidden from lists`),
                                  onError: (error) => showRequestError(error),
                                },
                              )
                            }
                          >
                            Disable
                          </Menu.Item>
                          <Menu.Item color="red" onClick={() => setToDelete(dataset)}>
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
          {query.data.totalPages > 1 && (
            <Pagination
              aria-label="Dataset pages"
              total={query.data.totalPages}
              value={page + 1}
              onChange={(next) => setPage(next - 1)}
            />
          )}
        </Stack>
      )}

      <UploadDatasetModal opened={isUploadOpen} projectId={projectId} onClose={() => setIsUploadOpen(false)} />
      <ConfirmModal
        opened={toDelete !== null}
        title="Delete dataset?"
        confirmLabel="Delete dataset"
        isPending={deleteMutation.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          deleteMutation.mutate(toDelete.id, {
            onSuccess: () => {
              notifySuccess(`${toDelete.name} deleted`);
              setToDelete(null);
            },
            onError: (error) => showRequestError(error),
          })
        }
      >
        {toDelete?.name} and all its rows will be deleted. This cannot be undone.
      </ConfirmModal>
    </>
  );
}

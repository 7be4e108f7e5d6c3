import type { ExecutionDoc } from '@assay/shared/contracts/prompt-management';
import { truncateText } from '@assay/shared/domain/truncate-text';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { Badge, Button, Drawer, Group, Pagination, Paper, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { listModelParametersQueryOptions } from '../api/list-model-parameters';
import { useExecutionDocsQuery } from '../api/list-execution-docs';
import { formatCost, formatLatency, formatTokens } from '../fns/format-run-stats';
import { applyParameterValues } from '../fns/merge-model-parameters';
import { toHistoryEntry } from '../fns/to-history-entry';
import { usePlaygroundStore, usePlaygroundStoreApi } from '../stores/playground-store-provider';

const PAGE_SIZE = 10;
const PREVIEW_LENGTH = 240;
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

type HistoryDrawerProps = { promptId: string; opened: boolean; onClose: () => void };

/** Past runs of the prompt, newest first; any of them can be loaded back into a column. */
export function HistoryDrawer({ promptId, opened, onClose }: HistoryDrawerProps) {
  const store = usePlaygroundStoreApi();
  const queryClient = useQueryClient();
  const columns = usePlaygroundStore((state) => state.playground.columns);
  const [page, setPage] = useState(0);
  const [targetId, setTargetId] = useState<string | null>(null);
  const target = columns.find((column) => column.id === targetId) ?? columns[0];
  const targetIndex = target ? columns.indexOf(target) : 0;
  const docsQuery = useExecutionDocsQuery(opened ? { promptId, page, size: PAGE_SIZE } : null);

  const targetColumnId = target?.id;
  useEffect(() => {
    if (docsQuery.data && targetColumnId)
      store
        .getState()
        .dispatch({ type: 'history-loaded', columnId: targetColumnId, promptHistory: docsQuery.data.content });
  }, [docsQuery.data, targetColumnId, store]);

  const onLoad = async (doc: ExecutionDoc) => {
    if (!target) return;
    const entry = toHistoryEntry(doc);
    const { dispatch } = store.getState();
    dispatch({ type: 'messages-changed', columnId: target.id, messages: entry.messages });
    for (const [name, value] of Object.entries(entry.variables))
      dispatch({ type: 'variable-value-changed', name, value });
    if (entry.model) {
      const isSameModel = entry.model === target.selectedModel;
      if (!isSameModel) dispatch({ type: 'model-changed', columnId: target.id, model: entry.model });
      const params = isSameModel
        ? target.modelParams
        : await queryClient.fetchQuery(listModelParametersQueryOptions(entry.model)).catch(() => []);
      dispatch({
        type: 'model-params-changed',
        columnId: target.id,
        modelParams: applyParameterValues(params, entry.parameters),
      });
    }
    notifySuccess(`Loaded the run of ${formatWhen(doc.createdAt)} into column ${targetIndex + 1}`);
    onClose();
  };

  const docs = docsQuery.data?.content ?? [];

  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="lg">
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A div: Mantine's default <header> would be a second banner landmark beside the app's. */}
        <Drawer.Header component="div">
          <Drawer.Title>Run history</Drawer.Title>
          <Drawer.CloseButton aria-label="Close" />
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap="md">
            {columns.length > 1 && (
              <Select
                label="Load into"
                data={columns.map((column, index) => ({ value: column.id, label: `Column ${index + 1}` }))}
                value={target?.id ?? null}
                allowDeselect={false}
                onChange={setTargetId}
              />
            )}
            {docsQuery.isPending ? (
              <LoadingRows label="Loading run history" rows={5} />
            ) : docsQuery.isError ? (
              <LoadError
                title="Could not load the history"
                message={docsQuery.error.message}
                onRetry={() => void docsQuery.refetch()}
              />
            ) : docs.length === 0 ? (
              <Text c="dimmed">No runs yet. Press Run and every run of this prompt will be listed here.</Text>
            ) : (
              <Stack gap="sm" aria-busy={docsQuery.isFetching}>
                {docs.map((doc) => {
                  const when = formatWhen(doc.createdAt);
                  const preview = doc.status === 'failed' ? (doc.error ?? 'Failed') : (doc.response ?? '');
                  return (
                    <Paper key={doc.id} withBorder radius="sm" p="sm" component="article" aria-label={`Run of ${when}`}>
                      <Stack gap={4}>
                        <Group justify="space-between" gap="xs">
                          <Badge color={doc.status === 'succeeded' ? 'teal' : 'red'} variant="light">
                            {doc.status === 'succeeded' ? 'Succeeded' : 'Failed'}
                          </Badge>
                          <Text size="xs" c="dimmed">
                            <time dateTime={doc.createdAt}>{when}</time>
                          </Text>
                        </Group>
                        <Text size="sm">
                          {doc.createdByName ?? 'Someone'} · {doc.model}
                          {doc.isDraft ? ' · draft' : ''}
                        </Text>
                        <Text size="xs" c="dimmed">
                          Tokens: {formatTokens(doc.inputTokens, doc.outputTokens)}
                          {doc.isTokenCountEstimated ? ' (estimated)' : ''} · Cost: {formatCost(doc.costUsd)} · Latency:{' '}
                          {formatLatency(doc.latencyMs)}
                        </Text>
                        <Text
                          size="sm"
                          c={doc.status === 'failed' ? 'red' : undefined}
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {truncateText(preview, PREVIEW_LENGTH) || '—'}
                        </Text>
                        <Group justify="flex-end">
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={`Load the run of ${when} into column ${targetIndex + 1}`}
                            onClick={() => void onLoad(doc)}
                          >
                            Load into column
                          </Button>
                        </Group>
                      </Stack>
                    </Paper>
                  );
                })}
                {docsQuery.data.totalPages > 1 && (
                  <Pagination
                    aria-label="History pages"
                    total={docsQuery.data.totalPages}
                    value={page + 1}
                    onChange={(next) => setPage(next - 1)}
                  />
                )}
              </Stack>
            )}
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

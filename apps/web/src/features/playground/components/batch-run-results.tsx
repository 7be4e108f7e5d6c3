import type { JobStatus } from '@assay/shared/contracts/jobs';
import { Alert, Badge, Button, Group, Pagination, Progress, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { showRequestError } from '@/lib/show-request-error';
import { useCancelBatchRunMutation } from '../api/cancel-batch-run';
import { isBatchRunActive, useBatchRunQuery } from '../api/get-batch-run';

const PAGE_SIZE = 50;

const STATUS_COLOR: Record<JobStatus, string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
  cancelled: 'yellow',
};

function formatVariables(variables: Record<string, string>): string {
  return Object.entries(variables)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

/** A batch job's status, progress and results, polled until it finishes. */
export function BatchRunResults({ jobId, rowCount }: { jobId: string; rowCount: number }) {
  const [page, setPage] = useState(0);
  const query = useBatchRunQuery(jobId, page, PAGE_SIZE);
  const cancel = useCancelBatchRunMutation();

  if (query.isPending) return <Text c="dimmed">Loading the batch run…</Text>;
  if (query.isError) {
    return (
      <Alert color="red" title="Could not load the batch run" role="alert">
        {query.error.message}
      </Alert>
    );
  }
  const { job, results } = query.data;
  const done = results.totalElements;
  const percent = Math.round(job.progress * 100);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Badge color={STATUS_COLOR[job.status]} variant="light">
            {job.status}
          </Badge>
          <Text size="sm" c="dimmed">
            {job.message}
          </Text>
        </Group>
        {isBatchRunActive(job.status) && (
          <Button
            variant="default"
            color="red"
            size="xs"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(jobId, { onError: (error) => showRequestError(error) })}
          >
            Cancel
          </Button>
        )}
      </Group>
      <Progress value={percent} aria-label="Batch run progress" animated={isBatchRunActive(job.status)} />
      <Text size="sm" aria-live="polite">
        {`${done} of ${rowCount} rows`}
      </Text>
      {job.error && (
        <Alert color="red" role="alert">
          {job.error}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={720}>
        <Table withTableBorder striped verticalSpacing="xs" aria-label="Batch results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Row #</Table.Th>
              <Table.Th scope="col">Variables</Table.Th>
              <Table.Th scope="col">Response or error</Table.Th>
              <Table.Th scope="col">Tokens (in / out)</Table.Th>
              <Table.Th scope="col">Latency</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.content.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text size="sm" c="dimmed">
                    No results yet.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              results.content.map((result) => (
                <Table.Tr key={result.rowIndex}>
                  <Table.Td>{result.rowIndex + 1}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{formatVariables(result.variables)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {result.status === 'failed' ? (
                      <Text size="sm" c="red">
                        Error: {result.error ?? 'Failed'}
                      </Text>
                    ) : (
                      result.response
                    )}
                  </Table.Td>
                  <Table.Td>
                    {result.inputTokens ?? '–'} / {result.outputTokens ?? '–'}
                  </Table.Td>
                  <Table.Td>{result.latencyMs === null ? '–' : `${result.latencyMs} ms`}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {results.totalPages > 1 && (
        <Pagination
          total={results.totalPages}
          value={page + 1}
          onChange={(next) => setPage(next - 1)}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Stack>
  );
}

import type { Job } from '@assay/shared/contracts/jobs';
import { Group, Progress, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '../fns/format-date-time';
import { formatJobType } from '../fns/format-job-type';
import { JobActions } from './job-actions';
import { JobStatusBadge } from './job-status-badge';

type JobTableProps = { jobs: Job[]; projectId: string; canManage: boolean };

export function JobTable({ jobs, projectId, canManage }: JobTableProps) {
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Progress</Table.Th>
            <Table.Th scope="col">Message</Table.Th>
            <Table.Th scope="col">Error</Table.Th>
            <Table.Th scope="col">Attempts</Table.Th>
            <Table.Th scope="col">Created</Table.Th>
            <Table.Th scope="col">Finished</Table.Th>
            {canManage && (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => {
            const percent = Math.round(job.progress * 100);
            const typeLabel = formatJobType(job.type);
            return (
              <Table.Tr key={job.id}>
                <Table.Td>
                  <Text size="sm" fw={500} title={job.type}>
                    {typeLabel}
                  </Text>
                </Table.Td>
                <Table.Td miw={120}>
                  <JobStatusBadge status={job.status} />
                </Table.Td>
                <Table.Td miw={140}>
                  <Group gap="xs" wrap="nowrap">
                    <Progress
                      value={percent}
                      aria-label={`${typeLabel} progress`}
                      animated={job.status === 'running'}
                      color={job.status === 'failed' ? 'red' : job.status === 'succeeded' ? 'green' : undefined}
                      style={{ flex: 1 }}
                    />
                    <Text size="xs" w={36} ta="right">
                      {percent}%
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td maw={260}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {job.message || '—'}
                  </Text>
                </Table.Td>
                <Table.Td maw={260}>
                  {job.error ? (
                    <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
                      {job.error}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{job.attempts}</Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">
                    <time dateTime={job.createdAt}>{formatDateTime(job.createdAt)}</time>
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">
                    {job.finishedAt ? <time dateTime={job.finishedAt}>{formatDateTime(job.finishedAt)}</time> : '—'}
                  </Text>
                </Table.Td>
                {canManage && (
                  <Table.Td ta="right">
                    <JobActions job={job} projectId={projectId} />
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

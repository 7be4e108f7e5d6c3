import { type JobStatus, JobStatusSchema } from '@assay/shared/contracts/jobs';
import { Alert, Anchor, Button, Group, Pagination, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { useProjectAccessQuery } from '@/features/projects';
import { useSelectedProjectStore } from '@/lib/selected-project-store';
import { ACTIVE_JOBS_POLL_MS, useJobsQuery } from '../api/list-jobs';
import { hasActiveJobs } from '../fns/has-active-jobs';
import { JOB_STATUS_LABELS } from '../fns/job-status-labels';
import { JobTable } from './job-table';

const PAGE_SIZE = 20;
const ALL_STATUSES = 'all';
const statusOptions = [
  { value: ALL_STATUSES, label: 'All statuses' },
  ...JobStatusSchema.options.map((status) => ({ value: status, label: JOB_STATUS_LABELS[status] })),
];

export function JobStatusPage() {
  const projectId = useSelectedProjectStore((state) => state.selectedProjectId);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<JobStatus | undefined>(undefined);
  const jobsQuery = useJobsQuery(projectId ? { projectId, page, size: PAGE_SIZE, status } : null);
  const accessQuery = useProjectAccessQuery(projectId);
  const accessLevel = accessQuery.data?.accessLevel;
  const canManage = accessLevel === 'owner' || accessLevel === 'editor';

  const onStatusChange = (value: string | null) => {
    const parsed = JobStatusSchema.safeParse(value);
    setStatus(parsed.success ? parsed.data : undefined);
    setPage(0);
  };

  if (!projectId) {
    return (
      <Stack gap="md">
        <Title order={1}>Job status</Title>
        <Text>
          Choose a project first:{' '}
          <Anchor component={Link} to="/projects">
            go to your projects
          </Anchor>
          .
        </Text>
      </Stack>
    );
  }

  const jobs = jobsQuery.data?.content ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Job status</Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {hasActiveJobs(jobs)
              ? `Jobs are in progress; this list refreshes every ${ACTIVE_JOBS_POLL_MS / 1000} seconds.`
              : 'Background work in this project: imports, evaluations, batch runs and clean-ups.'}
          </Text>
        </Stack>
        <Select
          label="Status"
          data={statusOptions}
          value={status ?? ALL_STATUSES}
          onChange={onStatusChange}
          allowDeselect={false}
          w={180}
        />
      </Group>

      {jobsQuery.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading jobs">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={40} radius="sm" />
          ))}
        </Stack>
      ) : jobsQuery.isError ? (
        <Alert color="red" title="Could not load jobs">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{jobsQuery.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void jobsQuery.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : jobs.length === 0 ? (
        status ? (
          <Text c="dimmed">No {JOB_STATUS_LABELS[status].toLowerCase()} jobs. Choose “All statuses” to see the rest.</Text>
        ) : (
          <EmptyState
            title="No background jobs yet"
            description="No background jobs yet. Imports, evaluations and batch runs will show their progress here."
          />
        )
      ) : (
        <Stack gap="md">
          <JobTable jobs={jobs} projectId={projectId} canManage={canManage} />
          {jobsQuery.data.totalPages > 1 && (
            <Pagination
              aria-label="Job pages"
              total={jobsQuery.data.totalPages}
              value={page + 1}
              onChange={(next) => setPage(next - 1)}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}

import { LoadingRows, LoadError } from '@/components/ui/query-states';
import { type JobStatus, JobStatusSchema } from '@assay/shared/contracts/jobs';
import { Anchor, Pagination, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useProjectAccessQuery } from '@/features/projects';
import { useSelectedProjectId } from '@/lib/selected-project-store';
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
  const projectId = useSelectedProjectId();
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
      <>
        <PageHeader title="Job status" />
        <Text>
          Choose a project first:{' '}
          <Anchor component={Link} to="/projects">
            go to your projects
          </Anchor>
          .
        </Text>
      </>
    );
  }

  const jobs = jobsQuery.data?.content ?? [];

  return (
    <>
      <PageHeader
        title="Job status"
        description={
          <span aria-live="polite">
            {hasActiveJobs(jobs)
              ? `Jobs are in progress; this list refreshes every ${ACTIVE_JOBS_POLL_MS / 1000} seconds.`
              : 'Background work in this project: imports, evaluations, batch runs and clean-ups.'}
          </span>
        }
        actions={
          <Select
            label="Status"
            data={statusOptions}
            value={status ?? ALL_STATUSES}
            onChange={onStatusChange}
            allowDeselect={false}
            w={180}
          />
        }
      />

      {jobsQuery.isPending ? (
        <LoadingRows label="Loading jobs" />
      ) : jobsQuery.isError ? (
        <LoadError
          title="Could not load jobs"
          message={jobsQuery.error.message}
          onRetry={() => void jobsQuery.refetch()}
        />
      ) : jobs.length === 0 ? (
        status ? (
          <Text c="dimmed">
            No {JOB_STATUS_LABELS[status].toLowerCase()} jobs. Choose “All statuses” to see the rest.
          </Text>
        ) : (
          <EmptyState
            title="Nothing has run in the background"
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
    </>
  );
}

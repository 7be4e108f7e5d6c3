import type { JobStatus } from '@assay/shared/contracts/jobs';
import { Badge } from '@mantine/core';
import { JOB_STATUS_LABELS } from '../fns/job-status-labels';

const STATUS_COLORS: Record<JobStatus, string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
  cancelled: 'orange',
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {JOB_STATUS_LABELS[status]}
    </Badge>
  );
}

import type { Job } from '@assay/shared/contracts/jobs';
import { Button } from '@mantine/core';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCancelJobMutation } from '../api/cancel-job';
import { useRetryJobMutation } from '../api/retry-job';
import { canRetryJob } from '../fns/can-retry-job';
import { isJobActive } from '../fns/has-active-jobs';

export function JobActions({ job, projectId }: { job: Job; projectId: string }) {
  const cancelJob = useCancelJobMutation();
  const retryJob = useRetryJobMutation();
  const callbacks = {
    onSuccess: ({ message }: { message: string }) => notifySuccess(message),
    onError: (error: Error) => notifyError(error.message),
  };

  if (isJobActive(job)) {
    return (
      <Button
        size="xs"
        variant="default"
        loading={cancelJob.isPending}
        onClick={() => cancelJob.mutate({ projectId, jobId: job.id }, callbacks)}
      >
        Cancel
      </Button>
    );
  }
  if (canRetryJob(job)) {
    return (
      <Button
        size="xs"
        variant="light"
        loading={retryJob.isPending}
        onClick={() => retryJob.mutate({ projectId, jobId: job.id }, callbacks)}
      >
        Retry
      </Button>
    );
  }
  return null;
}

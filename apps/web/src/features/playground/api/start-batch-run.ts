import { JobSchema } from '@assay/shared/contracts/jobs';
import type { PromptTemplate } from '@assay/shared/contracts/prompts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type StartBatchRunInput = {
  promptTemplate: PromptTemplate;
  promptId: string;
  rows: Record<string, string>[];
  concurrency: number;
};

/** Queues a job that runs the template once per row of variables. */
export async function startBatchRun(input: StartBatchRunInput) {
  const { data } = await apiRequest('/playground/prompt/canvas/execute', {
    method: 'POST',
    body: input,
    schema: JobSchema,
    skipForbiddenRedirect: true,
  });
  return data;
}

export function useStartBatchRunMutation() {
  return useMutation({ mutationFn: startBatchRun });
}

import type { BackfillExtractionRuleRequest } from '@assay/shared/contracts/extraction-rules';
import { JobSchema } from '@assay/shared/contracts/jobs';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Queues a job that runs the saved rule over spans that started in the range. */
export function backfillExtractionRule({
  projectId,
  id,
  body,
}: {
  projectId: string;
  id: string;
  body: BackfillExtractionRuleRequest;
}) {
  return apiRequest(`/v2/llm/extraction-rules/${encodeURIComponent(id)}/backfill`, {
    method: 'POST',
    body,
    schema: JobSchema,
    projectId,
  });
}

export function useBackfillExtractionRuleMutation() {
  return useMutation({ mutationFn: backfillExtractionRule });
}

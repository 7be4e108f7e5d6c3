import { ExtractionRuleSchema, type UpdateExtractionRuleRequest } from '@assay/shared/contracts/extraction-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { extractionRuleKeys } from './extraction-rule-keys';

/** Changes a rule; used by the editor (everything) and by the list's active switch (isActive only). */
export function updateExtractionRule({
  projectId,
  id,
  body,
}: {
  projectId: string;
  id: string;
  body: UpdateExtractionRuleRequest;
}) {
  return apiRequest(`/v2/llm/extraction-rules/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: ExtractionRuleSchema,
    projectId,
  });
}

export function useUpdateExtractionRuleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExtractionRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extractionRuleKeys.all }),
  });
}

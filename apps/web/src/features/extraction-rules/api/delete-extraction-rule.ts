import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { extractionRuleKeys } from './extraction-rule-keys';

/** Deletes a rule; the rows it already wrote stay in their dataset. */
export function deleteExtractionRule({ projectId, id }: { projectId: string; id: string }) {
  return apiRequest(`/v2/llm/extraction-rules/${encodeURIComponent(id)}`, { method: 'DELETE', projectId });
}

export function useDeleteExtractionRuleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExtractionRule,
    onSuccess: (_data, { projectId }) =>
      queryClient.invalidateQueries({ queryKey: extractionRuleKeys.list(projectId) }),
  });
}

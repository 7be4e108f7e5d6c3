import { ExtractionRuleSchema, type CreateExtractionRuleRequest } from '@assay/shared/contracts/extraction-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { extractionRuleKeys } from './extraction-rule-keys';

export function createExtractionRule({ projectId, body }: { projectId: string; body: CreateExtractionRuleRequest }) {
  return apiRequest('/v2/llm/extraction-rules', { method: 'POST', body, schema: ExtractionRuleSchema, projectId });
}

export function useCreateExtractionRuleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExtractionRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extractionRuleKeys.all }),
  });
}

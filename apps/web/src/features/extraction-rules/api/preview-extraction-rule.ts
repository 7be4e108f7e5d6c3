import { ExtractionPreviewSchema, type PreviewExtractionRuleRequest } from '@assay/shared/contracts/extraction-rules';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Runs the unsaved rule over a real trace; nothing is written. */
export async function previewExtractionRule({
  projectId,
  body,
}: {
  projectId: string;
  body: PreviewExtractionRuleRequest;
}) {
  const { data } = await apiRequest('/v2/llm/extraction-rules/preview', {
    method: 'POST',
    body,
    schema: ExtractionPreviewSchema,
    projectId,
  });
  return data;
}

export function usePreviewExtractionRuleMutation() {
  return useMutation({ mutationFn: previewExtractionRule });
}

/** Query keys of the extraction rules feature, per project. */
export const extractionRuleKeys = {
  all: ['extraction-rules'] as const,
  list: (projectId: string) => [...extractionRuleKeys.all, 'list', projectId] as const,
  detail: (projectId: string, id: string) => [...extractionRuleKeys.all, 'detail', projectId, id] as const,
  datasets: (projectId: string) => [...extractionRuleKeys.all, 'datasets', projectId] as const,
  recentTraces: (projectId: string) => [...extractionRuleKeys.all, 'recent-traces', projectId] as const,
};

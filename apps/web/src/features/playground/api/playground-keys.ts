/** Prompt list filters; part of the list's query key. */
export type ListPromptsParams = { projectId: string; search?: string };

/**
 * Query keys of the playground feature. Everything is per project: the server scopes prompts by
 * X-Project-Id, and providers by the project's organisation.
 */
export const playgroundKeys = {
  all: ['playground'] as const,
  prompts: () => [...playgroundKeys.all, 'prompts'] as const,
  promptList: (params: ListPromptsParams) => [...playgroundKeys.prompts(), 'list', params] as const,
  versions: (promptId: string) => [...playgroundKeys.prompts(), promptId, 'versions'] as const,
  draft: (promptId: string) => [...playgroundKeys.prompts(), promptId, 'draft'] as const,
  history: (promptId: string) => [...playgroundKeys.prompts(), promptId, 'history'] as const,
  historyPage: (promptId: string, page: number, size: number) =>
    [...playgroundKeys.history(promptId), { page, size }] as const,
  batchRun: (jobId: string, page: number, size: number) =>
    [...playgroundKeys.all, 'batch-run', jobId, { page, size }] as const,
  providers: () => [...playgroundKeys.all, 'providers'] as const,
  modelParameters: (model: string) => [...playgroundKeys.all, 'model-parameters', model] as const,
};

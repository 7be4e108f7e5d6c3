export type ListDatasetsParams = { projectId: string; page: number; size: number; search?: string; tag?: string };

/** Query keys of the datasets feature; per project, as the server scopes datasets by X-Project-Id. */
export const datasetKeys = {
  all: ['datasets'] as const,
  lists: () => [...datasetKeys.all, 'list'] as const,
  list: (params: ListDatasetsParams) => [...datasetKeys.lists(), params] as const,
  detail: (datasetId: string) => [...datasetKeys.all, 'detail', datasetId] as const,
  job: (jobId: string) => [...datasetKeys.all, 'job', jobId] as const,
};

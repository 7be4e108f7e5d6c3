import {
  type ImportDatasetRequest,
  ImportDatasetResponseSchema,
  ImportPreviewSchema,
} from '@assay/shared/contracts/datasets';
import { JobSchema } from '@assay/shared/contracts/jobs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { datasetKeys } from './dataset-keys';

/** Reads the uploaded file's format, header and first rows, and suggests a role and type per column. */
export async function getImportPreview(uploadId: string) {
  const { data } = await apiRequest('/v2/llm/dataset/import-preview', {
    method: 'POST',
    body: { uploadId },
    schema: ImportPreviewSchema,
  });
  return data;
}

/** Starts the import job; the dataset exists at once with status importing. */
export async function importDataset(request: ImportDatasetRequest) {
  const { data } = await apiRequest('/v2/llm/dataset/import', {
    method: 'POST',
    body: request,
    schema: ImportDatasetResponseSchema,
  });
  return data;
}

export function useImportDatasetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importDataset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: datasetKeys.lists() }),
  });
}

export const IMPORT_JOB_POLL_MS = 1000;

export async function getJob(jobId: string) {
  const { data } = await apiRequest(`/v2/llm/jobs/${encodeURIComponent(jobId)}`, {
    schema: JobSchema,
    skipForbiddenRedirect: true,
  });
  return data;
}

/** The import job, polled until it has finished. */
export function useImportJobQuery(jobId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: datasetKeys.job(jobId ?? ''),
      queryFn: () => getJob(jobId ?? ''),
      refetchInterval: (query) => {
        const status = query.state.data?.status;
        return status === undefined || status === 'queued' || status === 'running' ? IMPORT_JOB_POLL_MS : false;
      },
    }),
    enabled: jobId !== null,
  });
}

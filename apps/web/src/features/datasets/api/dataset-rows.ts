import {
  AddRowsResponseSchema,
  DatasetRowSchema,
  DatasetRowsPageSchema,
  DeleteRowsResponseSchema,
  type DatasetColumn,
} from '@assay/shared/contracts/datasets';
import { apiRequest } from '@/lib/api-client';

const base = (datasetId: string) => `/v2/llm/dataset/${encodeURIComponent(datasetId)}`;

/** One keyset page of rows; `query` carries limit/pit/cursor, sort/order/q and where[...] filters. */
export async function listDatasetRows(datasetId: string, query: Record<string, unknown>, signal?: AbortSignal) {
  const { data } = await apiRequest(`${base(datasetId)}/rows`, { query, schema: DatasetRowsPageSchema, signal });
  return data;
}

export async function addDatasetRows(datasetId: string, rows: { values: Record<string, unknown> }[]) {
  const { data } = await apiRequest(`${base(datasetId)}/rows`, {
    method: 'POST',
    body: { rows },
    schema: AddRowsResponseSchema,
  });
  return data;
}

export async function updateDatasetRow(datasetId: string, rowId: string, values: Record<string, unknown>) {
  const { data } = await apiRequest(`${base(datasetId)}/rows/${encodeURIComponent(rowId)}`, {
    method: 'PATCH',
    body: { values },
  });
  // The saved row when the server returns it; otherwise the grid shows the values it sent.
  const parsed = DatasetRowSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export async function deleteDatasetRows(datasetId: string, rowIds: string[]) {
  const { data } = await apiRequest(`${base(datasetId)}/rows/delete`, {
    method: 'POST',
    body: { rowIds },
    schema: DeleteRowsResponseSchema,
  });
  return data;
}

export async function addDatasetColumn(datasetId: string, column: DatasetColumn & { defaultValue?: unknown }) {
  const { data } = await apiRequest(`${base(datasetId)}/columns`, {
    method: 'POST',
    body: column,
  });
  return data;
}

export async function deleteDatasetColumn(datasetId: string, name: string) {
  const { data } = await apiRequest(`${base(datasetId)}/columns/${encodeURIComponent(name)}`, {
    method: 'DELETE',
  });
  return data;
}

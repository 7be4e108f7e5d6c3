/** The new dataset's id in a restore reply: the dataset itself ({ id }) or a reference ({ datasetId }). */
export function restoredDatasetId(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (typeof record.datasetId === 'string') return record.datasetId;
  if (typeof record.id === 'string') return record.id;
  return null;
}

import { type ColumnChange, type DatasetColumn, DatasetColumnNameSchema } from '@assay/shared/contracts/datasets';

/** A column as edited: `name` is its current name, `newName` what the person typed. */
export type ColumnDraft = DatasetColumn & { newName: string };

/**
 * The changes to send for the edited columns (only columns that changed), or the errors by current column
 * name when a new name is empty, invalid, or taken by another column.
 */
export function toColumnChanges(
  columns: readonly DatasetColumn[],
  drafts: readonly ColumnDraft[],
): { changes: ColumnChange[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const finalNames = new Map<string, string>();
  for (const draft of drafts) {
    const parsed = DatasetColumnNameSchema.safeParse(draft.newName);
    if (!parsed.success) {
      errors[draft.name] = parsed.error.issues[0]?.message ?? 'Enter a column name';
      continue;
    }
    const owner = finalNames.get(parsed.data);
    if (owner !== undefined) errors[draft.name] = `Another column is also named “${parsed.data}”`;
    else finalNames.set(parsed.data, draft.name);
  }
  if (Object.keys(errors).length > 0) return { changes: [], errors };
  const changes = drafts.flatMap((draft): ColumnChange[] => {
    const before = columns.find((c) => c.name === draft.name);
    if (!before) return [];
    const newName = draft.newName.trim();
    const change: ColumnChange = { name: draft.name };
    if (newName !== draft.name) change.newName = newName;
    if (draft.role !== before.role) change.role = draft.role;
    if (draft.type !== before.type) change.type = draft.type;
    return Object.keys(change).length > 1 ? [change] : [];
  });
  return { changes, errors };
}

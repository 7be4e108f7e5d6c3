import { type ColumnMapping, DatasetColumnNameSchema } from '@assay/shared/contracts/datasets';

/**
 * Checks the columns chosen for import: at least one, each with a valid name, no two with the same name.
 * Returns the errors by mapping index, and a message for the whole form.
 */
export function validateMappings(mappings: readonly (ColumnMapping & { isIncluded: boolean })[]): {
  errors: Record<number, string>;
  formError: string | null;
} {
  const errors: Record<number, string> = {};
  const seen = new Map<string, number>();
  let included = 0;
  mappings.forEach((mapping, index) => {
    if (!mapping.isIncluded) return;
    included++;
    const parsed = DatasetColumnNameSchema.safeParse(mapping.name);
    if (!parsed.success) {
      errors[index] = parsed.error.issues[0]?.message ?? 'Enter a column name';
      return;
    }
    if (seen.has(parsed.data)) errors[index] = `Another column is also named “${parsed.data}”`;
    else seen.set(parsed.data, index);
  });
  return { errors, formError: included === 0 ? 'Choose at least one column to import' : null };
}

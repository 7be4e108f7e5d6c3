/** actual class -> predicted class -> count */
export type ConfusionMatrix = Record<string, Record<string, number>>;

export interface ClassificationPair {
  actual: string;
  predicted: string;
}

export interface ClassMetrics {
  label: string;
  precision: number;
  recall: number;
  f1: number;
  /** Number of samples whose actual class is this label. */
  support: number;
}

export interface ConfusionMatrixSummary {
  labels: string[];
  perClass: ClassMetrics[];
  accuracy: number;
  total: number;
}

// Class names come from user data, so lookups must not fall through to Object.prototype
// (matrix['constructor'] would otherwise be a function, not a missing row).
function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

export function cellCount(matrix: ConfusionMatrix, actual: string, predicted: string): number {
  const row = own(matrix, actual);
  return row === undefined ? 0 : (own(row, predicted) ?? 0);
}

export function buildConfusionMatrix(pairs: readonly ClassificationPair[]): ConfusionMatrix {
  const rows = new Map<string, Map<string, number>>();
  for (const { actual, predicted } of pairs) {
    const row = rows.get(actual) ?? new Map<string, number>();
    row.set(predicted, (row.get(predicted) ?? 0) + 1);
    rows.set(actual, row);
  }
  // Object.fromEntries defines own properties, so even '__proto__' stays an ordinary class.
  return Object.fromEntries([...rows].map(([actual, row]) => [actual, Object.fromEntries(row)]));
}

// Numeric collation so classes '2' and '10' sort as numbers would.
const collator = new Intl.Collator('en', { numeric: true });

/** Sorted union of actual and predicted classes: a class may appear on only one side. */
export function confusionMatrixLabels(matrix: ConfusionMatrix): string[] {
  const labels = new Set<string>();
  for (const [actual, row] of Object.entries(matrix)) {
    labels.add(actual);
    for (const predicted of Object.keys(row)) labels.add(predicted);
  }
  return [...labels].sort(collator.compare);
}

/** Dense rows (actual) by columns (predicted) in label order, with zeros for missing cells. */
export function toMatrixRows(matrix: ConfusionMatrix, labels: readonly string[]): number[][] {
  return labels.map((actual) => labels.map((predicted) => cellCount(matrix, actual, predicted)));
}

// Undefined ratios (nothing predicted or nothing actual for a class) count as 0, the same
// convention as scikit-learn's zero_division=0, so averages never become NaN.
function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 0 : numerator / denominator;
}

export function summarizeConfusionMatrix(
  matrix: ConfusionMatrix,
  labels: readonly string[] = confusionMatrixLabels(matrix),
): ConfusionMatrixSummary {
  const rows = toMatrixRows(matrix, labels);
  let total = 0;
  let correct = 0;
  const perClass = labels.map((label, i) => {
    const truePositives = rows[i]?.[i] ?? 0;
    const support = (rows[i] ?? []).reduce((sum, n) => sum + n, 0);
    const predictedCount = rows.reduce((sum, row) => sum + (row[i] ?? 0), 0);
    total += support;
    correct += truePositives;
    const precision = ratio(truePositives, predictedCount);
    const recall = ratio(truePositives, support);
    const f1 = ratio(2 * precision * recall, precision + recall);
    return { label, precision, recall, f1, support };
  });
  return { labels: [...labels], perClass, accuracy: ratio(correct, total), total };
}

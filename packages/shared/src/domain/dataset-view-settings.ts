/**
 * Column choices of a dataset grid, persisted per project and per dataset (SPEC section 3, "persisted view
 * settings per project and per dataset"; stored under the `persistData` key for datasets and
 * `spanpersistData` for spans). The stored value is `{ [projectId]: { [datasetId]: DatasetViewSettings } }`.
 */
export type DatasetViewSettings = {
  /** Column names in the order the person arranged them; columns not listed follow in dataset order. */
  columnOrder: string[];
  /** Column names the person hid. */
  hiddenColumns: string[];
};

export type PersistedViewSettings = Record<string, Record<string, DatasetViewSettings>>;

export const DEFAULT_VIEW_SETTINGS: DatasetViewSettings = { columnOrder: [], hiddenColumns: [] };

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Reads whatever was stored (possibly by an older version, or hand-edited) into a well-formed object. */
export function parsePersistedViewSettings(value: unknown): PersistedViewSettings {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const result: PersistedViewSettings = {};
  for (const [projectId, datasets] of Object.entries(value)) {
    if (typeof datasets !== 'object' || datasets === null || Array.isArray(datasets)) continue;
    const forProject: Record<string, DatasetViewSettings> = {};
    for (const [datasetId, settings] of Object.entries(datasets as Record<string, unknown>)) {
      if (typeof settings !== 'object' || settings === null) continue;
      const { columnOrder, hiddenColumns } = settings as Record<string, unknown>;
      forProject[datasetId] = {
        columnOrder: isStringArray(columnOrder) ? columnOrder : [],
        hiddenColumns: isStringArray(hiddenColumns) ? hiddenColumns : [],
      };
    }
    result[projectId] = forProject;
  }
  return result;
}

export function getViewSettings(
  persisted: PersistedViewSettings,
  projectId: string,
  datasetId: string,
): DatasetViewSettings {
  return persisted[projectId]?.[datasetId] ?? DEFAULT_VIEW_SETTINGS;
}

/** A copy of the persisted object with one dataset's settings replaced; other projects and datasets are kept. */
export function setViewSettings(
  persisted: PersistedViewSettings,
  projectId: string,
  datasetId: string,
  settings: DatasetViewSettings,
): PersistedViewSettings {
  return { ...persisted, [projectId]: { ...persisted[projectId], [datasetId]: settings } };
}

/** Every column in display order: arranged columns first (those that still exist), then new ones. */
export function orderColumns(columns: readonly string[], settings: DatasetViewSettings): string[] {
  const existing = new Set(columns);
  const arranged = settings.columnOrder.filter((name) => existing.has(name));
  const placed = new Set(arranged);
  return [...arranged, ...columns.filter((name) => !placed.has(name))];
}

/** The columns shown, in display order. */
export function visibleColumns(columns: readonly string[], settings: DatasetViewSettings): string[] {
  const hidden = new Set(settings.hiddenColumns);
  return orderColumns(columns, settings).filter((name) => !hidden.has(name));
}

export function toggleColumn(settings: DatasetViewSettings, column: string, isVisible: boolean): DatasetViewSettings {
  const hiddenColumns = settings.hiddenColumns.filter((name) => name !== column);
  return { ...settings, hiddenColumns: isVisible ? hiddenColumns : [...hiddenColumns, column] };
}

/** Moves a column one place left (-1) or right (+1) in the display order; at either end nothing moves. */
export function moveColumn(
  columns: readonly string[],
  settings: DatasetViewSettings,
  column: string,
  direction: -1 | 1,
): DatasetViewSettings {
  const order = orderColumns(columns, settings);
  const from = order.indexOf(column);
  const to = from + direction;
  if (from === -1 || to < 0 || to >= order.length) return settings;
  const next = [...order];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return { ...settings, columnOrder: next };
}

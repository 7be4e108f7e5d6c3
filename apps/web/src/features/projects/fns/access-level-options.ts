import type { AccessLevel } from '@assay/shared/contracts/projects';

export const ACCESS_LEVEL_LABELS: Record<AccessLevel, string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};

/** Options for access-level selects, most powerful first. */
export const accessLevelOptions = (['owner', 'editor', 'viewer'] as const).map((value) => ({
  value,
  label: ACCESS_LEVEL_LABELS[value],
}));

export const ACCESS_LEVEL_COLORS: Record<AccessLevel, string> = {
  owner: 'grape',
  editor: 'blue',
  viewer: 'gray',
};

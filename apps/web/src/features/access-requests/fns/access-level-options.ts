import { AccessLevelSchema, type AccessLevel } from '@assay/shared/contracts/projects';

/** Options for the level an access request is granted at, most powerful first. */
export const accessLevelOptions: { value: AccessLevel; label: string }[] = [
  { value: 'owner', label: 'Owner' },
  { value: 'editor', label: 'Editor' },
  { value: 'viewer', label: 'Viewer' },
];

export function isAccessLevel(value: unknown): value is AccessLevel {
  return AccessLevelSchema.safeParse(value).success;
}

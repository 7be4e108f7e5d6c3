import { AccessLevelSchema, type AccessLevel } from '@assay/shared/contracts/projects';

export function isAccessLevel(value: unknown): value is AccessLevel {
  return AccessLevelSchema.safeParse(value).success;
}

import type { AccessLevel } from '@assay/shared/contracts/projects';
import { Badge } from '@mantine/core';
import { ACCESS_LEVEL_COLORS, ACCESS_LEVEL_LABELS } from '../fns/access-level-options';

export function AccessLevelBadge({ level }: { level: AccessLevel }) {
  return (
    <Badge color={ACCESS_LEVEL_COLORS[level]} variant="light">
      {ACCESS_LEVEL_LABELS[level]}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import type { DraftSaveStatus } from '../hooks/use-draft-autosave';
import { usePlaygroundStore } from '../stores/playground-store-provider';

/**
 * Whether the work on screen is safe: "Unsaved changes" while an edit waits to be saved (or failed to
 * save), "Draft saved" once the draft flag is up and the server has it, nothing when the columns
 * show saved versions.
 */
export function DraftStatus({ status }: { status: DraftSaveStatus }) {
  const isDraft = usePlaygroundStore((state) => state.playground.columns.some((column) => column.isDraft));
  const label =
    status === 'pending' || status === 'saving'
      ? 'Unsaved changes'
      : status === 'failed'
        ? 'Unsaved changes — the draft could not be saved'
        : isDraft
          ? 'Draft saved'
          : null;
  return (
    <span role="status" aria-live="polite">
      {label && (
        <Badge variant="light" color={label === 'Draft saved' ? 'teal' : status === 'failed' ? 'red' : 'yellow'}>
          {label}
        </Badge>
      )}
    </span>
  );
}

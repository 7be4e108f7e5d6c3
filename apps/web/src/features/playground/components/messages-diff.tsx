import type { TextField } from '@assay/shared/contracts/prompts';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { diffLines } from '../fns/diff-lines';
import { toSideBySideRows } from '../fns/to-side-by-side-rows';
import { toVersionLines } from '../fns/to-version-lines';
import { DiffTable } from './version-diff';

type MessagesDiffProps = { before: readonly TextField[]; after: readonly TextField[]; model: string };

/** Current against suggested messages, laid out like "Compare versions"; the model is the same on both sides. */
export function MessagesDiff({ before, after, model }: MessagesDiffProps) {
  const rows = useMemo(
    () =>
      toSideBySideRows(
        diffLines(
          toVersionLines({ textFields: [...before], modelSpecs: { model, parameters: [] } }),
          toVersionLines({ textFields: [...after], modelSpecs: { model, parameters: [] } }),
        ),
      ),
    [before, after, model],
  );
  const changed = rows.filter((row) => row.left?.kind !== 'same').length;

  return (
    <>
      <Text size="sm" c="dimmed" aria-live="polite">
        {changed === 0
          ? 'The suggestion is the same as the current messages.'
          : `${changed} ${changed === 1 ? 'line differs' : 'lines differ'} from the current messages.`}
      </Text>
      <DiffTable
        label="Differences between the current and suggested messages"
        left={{ title: 'Current', lineLabel: 'Line in current' }}
        right={{ title: 'Suggested', lineLabel: 'Line in suggestion' }}
        rows={rows}
      />
    </>
  );
}

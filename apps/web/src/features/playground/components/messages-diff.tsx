import type { TextField } from '@assay/shared/contracts/prompts';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { diffLines } from '../fns/diff-lines';
import { toSideBySideRows } from '../fns/to-side-by-side-rows';
import { toVersionLines } from '../fns/to-version-lines';
import { DiffCells } from './version-diff';
import classes from './version-diff.module.css';

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
      <Table.ScrollContainer minWidth={640}>
        <Table
          layout="fixed"
          withColumnBorders
          withTableBorder
          verticalSpacing={2}
          aria-label="Differences between the current and suggested messages"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.number}>
                <VisuallyHidden>Line in current</VisuallyHidden>
              </Table.Th>
              <Table.Th scope="col">Current</Table.Th>
              <Table.Th scope="col" className={classes.number}>
                <VisuallyHidden>Line in suggestion</VisuallyHidden>
              </Table.Th>
              <Table.Th scope="col">Suggested</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={index}>
                <DiffCells cell={row.left} />
                <DiffCells cell={row.right} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

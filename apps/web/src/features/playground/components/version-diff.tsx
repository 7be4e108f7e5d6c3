import type { PromptVersion } from '@assay/shared/contracts/prompts';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { diffLines } from '../fns/diff-lines';
import { toSideBySideRows, type DiffCell, type SideBySideRow } from '../fns/to-side-by-side-rows';
import { toVersionLines } from '../fns/to-version-lines';
import classes from './version-diff.module.css';

const SIGN = { same: ' ', removed: '−', added: '+' } as const;
const SPOKEN = { same: '', removed: 'Removed: ', added: 'Added: ' } as const;

/** One side of a side-by-side diff row: line number and text. */
function DiffCells({ cell }: { cell: DiffCell | null }) {
  if (!cell) {
    return (
      <>
        <Table.Td className={classes.number} />
        <Table.Td className={classes.empty} />
      </>
    );
  }
  return (
    <>
      <Table.Td className={classes.number}>{cell.lineNumber}</Table.Td>
      <Table.Td className={classes.line} data-kind={cell.kind}>
        <span aria-hidden="true" className={classes.sign}>
          {SIGN[cell.kind]}
        </span>
        {SPOKEN[cell.kind] && <VisuallyHidden>{SPOKEN[cell.kind]}</VisuallyHidden>}
        {cell.text || '\u00a0'}
      </Table.Td>
    </>
  );
}

type DiffSide = { title: string; lineLabel: string };

/** The side-by-side table of a line diff, shared by "Compare versions" and the optimize suggestion. */
export function DiffTable({
  label,
  left,
  right,
  rows,
}: {
  label: string;
  left: DiffSide;
  right: DiffSide;
  rows: SideBySideRow[];
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table layout="fixed" withColumnBorders withTableBorder verticalSpacing={2} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.number}>
              <VisuallyHidden>{left.lineLabel}</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col">{left.title}</Table.Th>
            <Table.Th scope="col" className={classes.number}>
              <VisuallyHidden>{right.lineLabel}</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col">{right.title}</Table.Th>
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
  );
}

export function VersionDiff({ before, after }: { before: PromptVersion; after: PromptVersion }) {
  const rows = useMemo(
    () => toSideBySideRows(diffLines(toVersionLines(before.template), toVersionLines(after.template))),
    [before, after],
  );
  const changed = rows.filter((row) => row.left?.kind !== 'same').length;

  return (
    <>
      <Text size="sm" c="dimmed" aria-live="polite">
        {changed === 0
          ? 'These versions have the same model and messages.'
          : `${changed} ${changed === 1 ? 'line differs' : 'lines differ'} between v${before.version} and v${after.version}.`}
      </Text>
      <DiffTable
        label={`Differences between v${before.version} and v${after.version}`}
        left={{ title: `v${before.version}`, lineLabel: `Line in v${before.version}` }}
        right={{ title: `v${after.version}`, lineLabel: `Line in v${after.version}` }}
        rows={rows}
      />
    </>
  );
}

import { Button, Group, Kbd, Paper, SimpleGrid, Switch, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { newColumnId } from '../fns/new-column-id';
import type { DraftAutosave } from '../hooks/use-draft-autosave';
import { usePlaygroundStore } from '../stores/playground-store-provider';
import { BatchRunDrawer } from './batch-run-drawer';
import { CompareVersionsModal } from './compare-versions-modal';
import { HistoryDrawer } from './history-drawer';
import { PlaygroundColumnPanel } from './playground-column-panel';
import { VariablesPanel } from './variables-panel';

/** Side by side, more columns than this stop being readable. */
const MAX_COLUMNS = 4;

type PlaygroundWorkspaceProps = {
  promptId: string;
  promptName: string;
  canEdit: boolean;
  isRunning: boolean;
  onRun: () => void;
  onStop: () => void;
  autosave: DraftAutosave;
};

export function PlaygroundWorkspace({
  promptId,
  promptName,
  canEdit,
  isRunning,
  onRun,
  onStop,
  autosave,
}: PlaygroundWorkspaceProps) {
  const dispatch = usePlaygroundStore((state) => state.dispatch);
  const mode = usePlaygroundStore((state) => state.playground.mode);
  const columns = usePlaygroundStore((state) => state.playground.columns);
  const versionCount = usePlaygroundStore((state) => state.playground.versions.length);
  const [isHistoryOpen, historyDrawer] = useDisclosure(false);
  const [isCompareOpen, compareModal] = useDisclosure(false);
  const [isBatchOpen, batchDrawer] = useDisclosure(false);
  const isCompare = mode === 'compare';
  const lastColumn = columns[columns.length - 1];

  const onCompareChange = (isOn: boolean) =>
    dispatch(
      isOn
        ? { type: 'mode-changed', mode: 'compare', newColumnId: newColumnId() }
        : { type: 'mode-changed', mode: 'single' },
    );

  return (
    <>
      <Paper withBorder radius="md" p="sm" role="toolbar" aria-label={`Playground actions for ${promptName}`}>
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Switch
              label="Compare"
              checked={isCompare}
              disabled={isRunning}
              onChange={(event) => onCompareChange(event.currentTarget.checked)}
            />
            {isCompare && lastColumn && (
              <Button
                variant="default"
                size="sm"
                disabled={isRunning || columns.length >= MAX_COLUMNS}
                onClick={() =>
                  dispatch({ type: 'column-added', afterColumnId: lastColumn.id, newColumnId: newColumnId() })
                }
              >
                Add column
              </Button>
            )}
            <Button variant="default" size="sm" disabled={versionCount < 2} onClick={compareModal.open}>
              Compare versions
            </Button>
            <Button variant="default" size="sm" onClick={historyDrawer.open}>
              History
            </Button>
            <Button variant="default" size="sm" onClick={batchDrawer.open}>
              Batch run
            </Button>
          </Group>
          <Group gap="sm">
            <Text size="xs" c="dimmed" aria-hidden="true" visibleFrom="sm">
              <Kbd size="xs">Ctrl</Kbd>/<Kbd size="xs">⌘</Kbd> + <Kbd size="xs">Enter</Kbd>
            </Text>
            <Button variant="default" size="sm" disabled={!isRunning} onClick={onStop}>
              Stop
            </Button>
            <Button
              size="sm"
              loading={isRunning}
              disabled={!canEdit}
              onClick={onRun}
              aria-keyshortcuts="Control+Enter Meta+Enter"
            >
              Run
            </Button>
          </Group>
        </Group>
      </Paper>

      <VariablesPanel />

      <SimpleGrid cols={{ base: 1, lg: Math.min(columns.length, 2), xl: Math.min(columns.length, 3) }} spacing="md">
        {columns.map((column, index) => (
          <PlaygroundColumnPanel
            key={column.id}
            column={column}
            index={index}
            isCompare={isCompare}
            isRunning={isRunning}
            promptId={promptId}
            canEdit={canEdit}
            autosave={autosave}
          />
        ))}
      </SimpleGrid>

      <HistoryDrawer promptId={promptId} opened={isHistoryOpen} onClose={historyDrawer.close} />
      <CompareVersionsModal opened={isCompareOpen} onClose={compareModal.close} />
      <BatchRunDrawer promptId={promptId} opened={isBatchOpen} onClose={batchDrawer.close} canEdit={canEdit} />
    </>
  );
}

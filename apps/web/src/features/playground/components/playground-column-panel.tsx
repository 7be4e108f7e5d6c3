import type { PlaygroundColumn } from '@assay/shared/domain/playground-state';
import { Accordion, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { toColumnFieldErrors } from '../fns/to-column-field-errors';
import type { DraftAutosave } from '../hooks/use-draft-autosave';
import { usePlaygroundStore } from '../stores/playground-store-provider';
import { MessagesEditor } from './messages-editor';
import { ModelParameterControls } from './model-parameter-controls';
import { ModelPicker } from './model-picker';
import { ResponsePanel } from './response-panel';
import { ToolsAndFormatFields } from './tools-and-format-fields';
import { VersionControls } from './version-controls';

type PlaygroundColumnPanelProps = {
  column: PlaygroundColumn;
  index: number;
  isCompare: boolean;
  isRunning: boolean;
  promptId: string;
  canEdit: boolean;
  autosave: DraftAutosave;
};

export function PlaygroundColumnPanel({
  column,
  index,
  isCompare,
  isRunning,
  promptId,
  canEdit,
  autosave,
}: PlaygroundColumnPanelProps) {
  const dispatch = usePlaygroundStore((state) => state.dispatch);
  const label = `Column ${index + 1}`;
  const fieldErrors = useMemo(() => toColumnFieldErrors(column.responseErrors), [column.responseErrors]);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label} miw={0}>
      <Stack gap="md">
        {isCompare && (
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4">
              {label}
            </Title>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              disabled={isRunning}
              onClick={() => dispatch({ type: 'column-removed', columnId: column.id })}
            >
              Remove column
            </Button>
          </Group>
        )}
        <VersionControls column={column} promptId={promptId} canEdit={canEdit} autosave={autosave} />
        <MessagesEditor column={column} messageErrors={fieldErrors.messages} />
        <ModelPicker column={column} error={fieldErrors.model} />
        <Accordion multiple defaultValue={['parameters']} variant="separated" chevronPosition="right">
          <Accordion.Item value="parameters">
            <Accordion.Control>Parameters</Accordion.Control>
            {/* A group, not a region: every column has one, and landmarks must be told apart. */}
            <Accordion.Panel role="group">
              <ModelParameterControls column={column} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="tools">
            <Accordion.Control>Tools and response format</Accordion.Control>
            <Accordion.Panel role="group">
              <ToolsAndFormatFields column={column} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <ResponsePanel column={column} generalErrors={fieldErrors.general} />
      </Stack>
    </Paper>
  );
}

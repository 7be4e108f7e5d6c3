import { Alert, Button, Divider, Drawer, FileInput, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useStartBatchRunMutation } from '../api/start-batch-run';
import { toBatchRows } from '../fns/to-batch-rows';
import { toPromptTemplate } from '../fns/to-prompt-template';
import { useLastBatchJob } from '../hooks/use-last-batch-job';
import { usePlaygroundStore, usePlaygroundStoreApi } from '../stores/playground-store-provider';
import { BatchRunResults } from './batch-run-results';

type BatchRunDrawerProps = { promptId: string; opened: boolean; onClose: () => void; canEdit: boolean };

const DEFAULT_CONCURRENCY = 4;

function toErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : 'Something went wrong. Please try again.';
}

/** Runs column 1's template once per CSV row as a background job and shows the results as they arrive. */
export function BatchRunDrawer({ promptId, opened, onClose, canEdit }: BatchRunDrawerProps) {
  const store = usePlaygroundStoreApi();
  const variables = usePlaygroundStore((state) => state.playground.variables);
  const start = useStartBatchRunMutation();
  const [lastJob, setLastJob] = useLastBatchJob(promptId);
  // Null until edited: the header follows the prompt's variables until the user types.
  const [csv, setCsv] = useState<string | null>(null);
  const [concurrency, setConcurrency] = useState<number>(DEFAULT_CONCURRENCY);
  const [rowsError, setRowsError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const text = csv ?? `${variables.map((spec) => spec.name).join(',')}\n`;

  const onUpload = (file: File | null) => {
    setFileError(null);
    if (!file) return;
    file
      .text()
      .then((content) => {
        setCsv(content);
        setRowsError(null);
      })
      .catch(() => setFileError('Could not read that file'));
  };

  const onStart = () => {
    const parsed = toBatchRows(text);
    if (parsed.rows === null) {
      setRowsError(parsed.error);
      return;
    }
    setRowsError(null);
    const { playground } = store.getState();
    const column = playground.columns[0];
    if (!column) return;
    const rowCount = parsed.rows.length;
    start.mutate(
      { promptTemplate: toPromptTemplate(playground, column), promptId, rows: parsed.rows, concurrency },
      { onSuccess: (job) => setLastJob({ jobId: job.id, rowCount }) },
    );
  };

  return (
    <Drawer
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Batch run"
      position="right"
      size="xl"
    >
      <Stack gap="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onStart();
          }}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Runs column 1&apos;s current messages, model and parameters once per row. The first line names the
              variables; each further line is one run.
            </Text>
            <Textarea
              label="Rows (CSV)"
              autosize
              minRows={6}
              maxRows={16}
              value={text}
              error={rowsError}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              onChange={(event) => {
                setCsv(event.currentTarget.value);
                setRowsError(null);
              }}
            />
            <FileInput
              label="Upload CSV"
              placeholder="Pick a .csv file"
              accept=".csv,text/csv"
              clearable
              error={fileError}
              onChange={onUpload}
            />
            <NumberInput
              label="Concurrency"
              description="How many rows run at the same time (1–16)."
              min={1}
              max={16}
              step={1}
              allowDecimal={false}
              clampBehavior="strict"
              value={concurrency}
              onChange={(value) => setConcurrency(typeof value === 'number' ? value : DEFAULT_CONCURRENCY)}
            />
            {start.isError && (
              <Alert color="red" title="The batch run did not start" role="alert">
                {toErrorMessage(start.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={start.isPending} disabled={!canEdit}>
                Start batch run
              </Button>
            </Group>
          </Stack>
        </form>
        {lastJob && (
          <>
            <Divider />
            <BatchRunResults key={lastJob.jobId} jobId={lastJob.jobId} rowCount={lastJob.rowCount} />
          </>
        )}
      </Stack>
    </Drawer>
  );
}

import type { PlaygroundColumn } from '@assay/shared/domain/playground-state';
import { Alert, Code, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatCost, formatLatency, formatTokens } from '../fns/format-run-stats';
import { usePlaygroundStore } from '../stores/playground-store-provider';

type ResponsePanelProps = { column: PlaygroundColumn; generalErrors: string[] };

/** The answer as it streams in, the run's errors, then tokens, cost and latency. */
export function ResponsePanel({ column, generalErrors }: ResponsePanelProps) {
  const headingId = useId();
  const run = usePlaygroundStore((state) => state.runs[column.id]);
  const stats = run?.stats ?? null;
  const text = column.isLoading
    ? (run?.streamedText ?? '')
    : (column.response ?? (run?.isStopped && run.streamedText ? run.streamedText : null));
  const errorMessages = [
    ...(run?.errorMessage ? [run.errorMessage] : []),
    ...generalErrors.filter((message) => message !== run?.errorMessage),
  ];
  const hasErrors = column.responseErrors !== null && errorMessages.length > 0;

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" mih={22}>
        <Title order={3} size="h5" id={headingId}>
          Response
        </Title>
        {column.isLoading && <Loader size="xs" aria-hidden="true" />}
      </Group>
      <Paper
        withBorder
        radius="sm"
        p="sm"
        mih={140}
        mah={480}
        // A log (a live region that only grows) rather than a landmark, so columns need no unique names.
        role="log"
        aria-labelledby={headingId}
        aria-live="polite"
        aria-busy={column.isLoading}
        style={{ overflowY: 'auto' }}
        bg={column.isLoading ? undefined : 'var(--mantine-color-default-hover)'}
      >
        {text ? (
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            c={run?.isStopped ? 'dimmed' : undefined}
          >
            {text}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {column.isLoading ? 'Waiting for the model…' : 'Run the prompt to see the answer here.'}
          </Text>
        )}
      </Paper>
      {hasErrors && (
        <Alert
          color={run?.isStopped ? 'yellow' : 'red'}
          title={run?.isStopped ? 'Stopped' : 'Run failed'}
          role={run?.isStopped ? 'status' : 'alert'}
        >
          <Stack gap={2}>
            {errorMessages.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {stats?.toolCalls && stats.toolCalls.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Tool calls
          </Text>
          {stats.toolCalls.map((call, index) => (
            <Code key={index} block>
              {`${call.name}(${JSON.stringify(call.args, null, 2)})`}
            </Code>
          ))}
        </Stack>
      )}
      {/* Always laid out, so the column does not jump when a run finishes. */}
      <Group gap="md" mih={20} aria-label="Run details" role="group">
        <Text size="xs" c="dimmed">
          Tokens: {stats ? formatTokens(stats.usage.inputTokens, stats.usage.outputTokens) : '—'}
        </Text>
        <Text size="xs" c="dimmed">
          Cost: {stats ? formatCost(stats.costUsd) : '—'}
        </Text>
        <Text size="xs" c="dimmed">
          Latency: {stats ? formatLatency(stats.latencyMs) : '—'}
        </Text>
      </Group>
    </Stack>
  );
}

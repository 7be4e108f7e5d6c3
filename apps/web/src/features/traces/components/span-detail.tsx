import type { Span } from '@assay/shared/contracts/traces';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { useSpanQuery } from '../api/get-span';
import { formatCost, formatDuration, formatStartTime, formatTokens } from '../fns/format-trace-values';
import { SPAN_KIND_COLORS } from '../fns/span-kind-colors';
import { JsonBlock } from './json-block';
import { PayloadView } from './payload-view';

type SpanDetailProps = {
  projectId: string;
  traceId: string;
  spanId: string | null;
  /** Shown for people who may write datasets. */
  onAddToDataset?: (span: Span) => void;
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

function SpanFacts({ span }: { span: Span }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, md: 3 }} spacing="xs" verticalSpacing="xs" m={0}>
      <Fact label="Latency" value={formatDuration(span.durationMs)} />
      <Fact label="Started" value={formatStartTime(span.startMs)} />
      <Fact label="Model" value={span.model ?? '-'} />
      <Fact label="Prompt tokens" value={formatTokens(span.promptTokens)} />
      <Fact label="Completion tokens" value={formatTokens(span.completionTokens)} />
      <Fact label="Total tokens" value={formatTokens(span.totalTokens)} />
      <Fact label="Cost" value={formatCost(span.costUsd)} />
      <Fact label="Provider" value={span.provider ?? '-'} />
      <Fact label="Service" value={span.serviceName ?? '-'} />
      {span.sessionId && <Fact label="Session" value={span.sessionId} />}
      {span.externalId && <Fact label="External id" value={span.externalId} />}
      {span.userId && <Fact label="User" value={span.userId} />}
      <Fact label="Span id" value={span.spanId} />
    </SimpleGrid>
  );
}

/** The selected span in full; fetched when it is selected, never for the whole trace at once. */
export function SpanDetail({ projectId, traceId, spanId, onAddToDataset }: SpanDetailProps) {
  const spanQuery = useSpanQuery(projectId, traceId, spanId);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="span-detail-title">
      {!spanId ? (
        <>
          <Title order={2} size="h4" id="span-detail-title">
            Span detail
          </Title>
          <Text c="dimmed" size="sm" mt="xs">
            Select a span in the tree (click it, or move with the arrow keys) to see its input, output, attributes and
            events.
          </Text>
        </>
      ) : spanQuery.isPending ? (
        <>
          <Title order={2} size="h4" id="span-detail-title">
            Span detail
          </Title>
          <LoadingRows label="Loading the span" rows={3} />
        </>
      ) : spanQuery.isError ? (
        <>
          <Title order={2} size="h4" id="span-detail-title">
            Span detail
          </Title>
          <LoadError
            title="Could not load this span"
            message={spanQuery.error.message}
            onRetry={() => void spanQuery.refetch()}
          />
        </>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4} miw={0}>
              <Title order={2} size="h4" id="span-detail-title" style={{ overflowWrap: 'anywhere' }}>
                {spanQuery.data.name}
              </Title>
              <Group gap="xs">
                <Badge variant="light" color={SPAN_KIND_COLORS[spanQuery.data.kind]}>
                  {spanQuery.data.kind}
                </Badge>
                <Badge
                  variant="light"
                  color={spanQuery.data.status === 'error' ? 'red' : spanQuery.data.status === 'ok' ? 'teal' : 'gray'}
                >
                  {spanQuery.data.status}
                </Badge>
              </Group>
              {spanQuery.data.statusMessage && (
                <Text size="sm" c="red.9">
                  {spanQuery.data.statusMessage}
                </Text>
              )}
            </Stack>
            {onAddToDataset && (
              <Button size="xs" variant="light" onClick={() => onAddToDataset(spanQuery.data)}>
                Add span to dataset
              </Button>
            )}
          </Group>
          <SpanFacts span={spanQuery.data} />
          <Tabs defaultValue="input" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="input">Input</Tabs.Tab>
              <Tabs.Tab value="output">Output</Tabs.Tab>
              <Tabs.Tab value="attributes">Attributes</Tabs.Tab>
              <Tabs.Tab value="events">Events ({spanQuery.data.events.length})</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="input" pt="sm">
              <PayloadView value={spanQuery.data.input} label="Input" />
            </Tabs.Panel>
            <Tabs.Panel value="output" pt="sm">
              <PayloadView value={spanQuery.data.output} label="Output" />
            </Tabs.Panel>
            <Tabs.Panel value="attributes" pt="sm">
              <Stack gap="sm">
                <JsonBlock value={spanQuery.data.attributes} label="Span attributes" />
                <Text size="sm" fw={600}>
                  Resource
                </Text>
                <JsonBlock value={spanQuery.data.resourceAttributes} label="Resource attributes" />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="events" pt="sm">
              {spanQuery.data.events.length === 0 ? (
                <Text size="sm" c="dimmed">
                  This span recorded no events.
                </Text>
              ) : (
                <JsonBlock value={spanQuery.data.events} label="Span events" />
              )}
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Paper>
  );
}

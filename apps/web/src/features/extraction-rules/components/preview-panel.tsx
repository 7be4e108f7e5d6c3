import type { ExtractionPreview, PreviewExtractionRuleRequest } from '@assay/shared/contracts/extraction-rules';
import { Alert, Badge, Button, Code, Group, List, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { showRequestError } from '@/lib/show-request-error';
import { useRecentTracesQuery } from '../api/list-recent-traces';
import { usePreviewExtractionRuleMutation } from '../api/preview-extraction-rule';
import { formatCell } from '../fns/format-cell';
import { formatDateTime } from '../fns/format-date-time';

const MOST_RECENT = 'most-recent';

type PreviewPanelProps = {
  projectId: string;
  /** The rule as the form holds it now, or null when the form has errors (they are then shown). */
  getRule: () => PreviewExtractionRuleRequest['rule'] | null;
};

/** Runs the unsaved rule over a real recent trace and shows the rows it would write. */
export function PreviewPanel({ projectId, getRule }: PreviewPanelProps) {
  const tracesQuery = useRecentTracesQuery(projectId);
  const preview = usePreviewExtractionRuleMutation();
  const [traceChoice, setTraceChoice] = useState<string>(MOST_RECENT);
  const traceOptions = [
    { value: MOST_RECENT, label: 'Most recent trace' },
    ...(tracesQuery.data ?? []).map((t) => ({
      value: t.traceId,
      label: `${t.rootName} · ${formatDateTime(t.startMs)} · ${t.spanCount} spans`,
    })),
  ];

  const onRun = () => {
    const rule = getRule();
    if (!rule) return;
    preview.mutate(
      { projectId, body: { rule, ...(traceChoice === MOST_RECENT ? {} : { traceId: traceChoice }) } },
      { onError: (error) => showRequestError(error) },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="preview-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="preview-heading">
          Preview
        </Title>
        <Text size="sm" c="dimmed">
          Try the rule on a real trace before saving. Nothing is written.
        </Text>
        <Group align="flex-end">
          <Select
            label="Trace"
            data={traceOptions}
            value={traceChoice}
            onChange={(value) => setTraceChoice(value ?? MOST_RECENT)}
            allowDeselect={false}
            searchable
            style={{ flex: 1 }}
            description={tracesQuery.isError ? 'Could not load recent traces; the most recent one is used.' : undefined}
          />
          <Button variant="default" onClick={onRun} loading={preview.isPending}>
            Run preview
          </Button>
        </Group>
        <div aria-live="polite">{preview.data && <PreviewResult preview={preview.data} />}</div>
      </Stack>
    </Paper>
  );
}

function PreviewResult({ preview }: { preview: ExtractionPreview }) {
  if (!preview.trace) {
    return (
      <Alert color="gray" title="No traces yet">
        This project has no traces to try the rule on. Send one with an API key (OTLP to /v1/traces), then preview
        again.
      </Alert>
    );
  }
  const columns = preview.rows[0] ? Object.keys(preview.rows[0].values) : [];
  return (
    <Stack gap="sm">
      <Text size="sm">
        Trace <Code>{preview.trace.traceId}</Code> ({preview.trace.rootName}): {preview.matchedSpans.length} of{' '}
        {preview.spanCount} spans matched, {preview.rows.length} {preview.rows.length === 1 ? 'row' : 'rows'} would be
        written.
      </Text>
      {preview.matchedSpans.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Matched spans
          </Text>
          <Group gap="xs">
            {preview.matchedSpans.map((span) => (
              <Badge key={span.spanId} variant="light" tt="none" title={span.spanId}>
                {span.name} · {span.kind}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}
      {preview.rows.length > 0 && (
        <Table.ScrollContainer minWidth={Math.max(400, columns.length * 160)}>
          <Table withTableBorder verticalSpacing="xs" aria-label="Preview rows">
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.rows.map((row) => (
                <Table.Tr key={row.spanId}>
                  {columns.map((column) => (
                    <Table.Td key={column} maw={320}>
                      <Text
                        size="sm"
                        c={row.values[column] === null ? 'dimmed' : undefined}
                        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
                      >
                        {formatCell(row.values[column])}
                      </Text>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {preview.issues.length > 0 && (
        <Alert color="yellow" title="Problems with some columns">
          <List size="sm">
            {preview.issues.slice(0, 20).map((issue, i) => (
              <List.Item key={i}>
                <strong>{issue.column}</strong> (span {issue.spanId}): {issue.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

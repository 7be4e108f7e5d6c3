import { Anchor, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { tracePaths } from '../fns/trace-paths';

function snippetFor(origin: string) {
  return [
    '# Any OpenTelemetry SDK (OTLP over HTTP, protobuf or JSON):',
    `export OTEL_EXPORTER_OTLP_TRACES_ENDPOINT=${origin}/v1/traces`,
    'export OTEL_EXPORTER_OTLP_TRACES_HEADERS="Authorization=Bearer <your project API key>"',
    '',
    '# Or one span as JSON:',
    `curl -X POST ${origin}/v2/llm/traces/ingest \\`,
    '  -H "Authorization: Bearer <your project API key>" -H "Content-Type: application/json" \\',
    `  -d '{"spans":[{"traceId":"4bf92f3577b34da6a3ce929d0e0e4736","spanId":"00f067aa0ba902b7","name":"chat","kind":"llm","startMs":${Date.UTC(2026, 0, 1)},"durationMs":850,"input":[{"role":"user","content":"Hi"}],"output":"Hello!"}]}'`,
  ].join('\n');
}

/** How to send traces: the OTLP endpoint, where the API key comes from, and a snippet to copy. */
export function SendTracesHelp({ projectId }: { projectId: string }) {
  const snippet = snippetFor(window.location.origin);
  return (
    <Stack gap="sm" align="stretch" ta="left" w="100%">
      <Text size="sm">
        Point your application’s OpenTelemetry exporter at <Code>/v1/traces</Code> with a project API key from the{' '}
        <Anchor component={Link} to={tracePaths.apiKeys(projectId)} underline="always">
          API keys screen
        </Anchor>
        . Spans appear here seconds after they arrive.
      </Text>
      <Code block role="group" aria-label="How to send traces" tabIndex={0}>
        {snippet}
      </Code>
      <Group>
        <CopyButton value={snippet}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy snippet'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

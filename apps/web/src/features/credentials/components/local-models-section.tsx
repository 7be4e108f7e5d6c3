import { Alert, Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { useLocalModelsStatusQuery } from '@/features/playground';

/** Local GGUF models need no credential: this says where the server looks for them and what it found. */
export function LocalModelsSection() {
  const statusQuery = useLocalModelsStatusQuery();
  const status = statusQuery.data;

  return (
    <Stack gap="md" component="section" aria-labelledby="local-models-heading">
      <Stack gap={4}>
        <Title order={2} size="h3" id="local-models-heading">
          Local models
        </Title>
        <Text size="sm" c="dimmed" maw={640}>
          GGUF models run on the Assay server itself, free and offline, and need no credential. Every <Code>.gguf</Code>{' '}
          file in the server’s models folder appears in the model picker as{' '}
          <Code>local/&lt;file name without .gguf&gt;</Code>.
        </Text>
      </Stack>
      {statusQuery.isPending ? (
        <LoadingRows label="Loading local models" rows={1} />
      ) : statusQuery.isError ? (
        <LoadError
          title="Could not load local models"
          message={statusQuery.error.message}
          onRetry={() => void statusQuery.refetch()}
        />
      ) : status ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Text size="sm">
              Models folder (MODELS_DIR): <Code>{status.modelsDir}</Code>
            </Text>
            {!status.runtimeInstalled && (
              <Alert color="yellow" title="The local model runtime is not installed">
                {status.hint}
              </Alert>
            )}
            {status.models.length === 0 ? (
              <Text size="sm" c="dimmed">
                No local models yet. Put a <Code>.gguf</Code> file (for example a small instruct model from Hugging
                Face) in <Code>{status.modelsDir}</Code> on the server; it shows up here and in the model picker without
                a restart.
              </Text>
            ) : (
              <List size="sm" aria-label="Local models">
                {status.models.map((model) => (
                  <List.Item key={model}>
                    <Code>local/{model}</Code>
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

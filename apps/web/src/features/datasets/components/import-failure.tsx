import { Alert, List, Text } from '@mantine/core';
import { toProblemLines } from '../fns/to-problem-lines';

/** Why an import failed, with the file's problems one per line. */
export function ImportFailure({ title, message }: { title: string; message: string }) {
  const { summary, lines } = toProblemLines(message);
  return (
    <Alert color="red" title={title}>
      {summary && <Text size="sm">{summary}</Text>}
      {lines.length > 0 && (
        <List size="sm" mt="xs" aria-label="Problems in the file">
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

import { Button, Group, Paper, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { tracePaths } from '../fns/trace-paths';

/** Opens a trace by its id (32 hex characters) when a link did not carry one. */
export function TraceIdForm({ projectId }: { projectId: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Paper withBorder radius="md" p="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const traceId = value.trim().toLowerCase();
          if (!/^[0-9a-f]{32}$/.test(traceId)) return setError('A trace id is 32 hexadecimal characters');
          void navigate(tracePaths.traceView(projectId, traceId));
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Trace id"
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            style={{ flex: 1 }}
          />
          <Button type="submit">Open trace</Button>
        </Group>
      </form>
    </Paper>
  );
}

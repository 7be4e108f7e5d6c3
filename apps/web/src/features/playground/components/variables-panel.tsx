import { Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { usePlaygroundStore } from '../stores/playground-store-provider';

/** One value per {{variable}} found in any column's messages; every column runs with the same values. */
export function VariablesPanel() {
  const dispatch = usePlaygroundStore((state) => state.dispatch);
  const variables = usePlaygroundStore((state) => state.playground.variables);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="playground-variables-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="playground-variables-heading">
          Variables
        </Title>
        {variables.length === 0 ? (
          <Text size="sm" c="dimmed">
            Write a placeholder such as {'{{question}}'} in a message to add a variable; its value goes here and is used
            by every column.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {variables.map((variable) => (
              <Textarea
                key={variable.name}
                label={variable.name}
                autosize
                minRows={1}
                maxRows={6}
                value={variable.value}
                onChange={(event) =>
                  dispatch({ type: 'variable-value-changed', name: variable.name, value: event.currentTarget.value })
                }
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { useModelPricesQuery } from '../api/list-model-prices';
import { AddModelPriceModal } from './add-model-price-modal';
import { ModelPriceTable } from './model-price-table';

/** What each model costs, used to put a price on every call; owners and admins can change it. */
export function ModelPricesSection({ isManager }: { isManager: boolean }) {
  const pricesQuery = useModelPricesQuery();
  const [isAddOpen, addModal] = useDisclosure(false);

  return (
    <Stack gap="md" component="section" aria-labelledby="model-prices-heading">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} size="h3" id="model-prices-heading">
            Model prices
          </Title>
          <Text size="sm" c="dimmed" maw={640}>
            US dollars per million tokens, used to work out what each call costs. Prices your organisation set are
            marked Custom; the others are the providers’ list prices.
          </Text>
        </Stack>
        {isManager && (
          <Button variant="default" onClick={addModal.open}>
            Add price
          </Button>
        )}
      </Group>

      {pricesQuery.isPending ? (
        <LoadingRows label="Loading model prices" />
      ) : pricesQuery.isError ? (
        <LoadError
          title="Could not load model prices"
          message={pricesQuery.error.message}
          onRetry={() => void pricesQuery.refetch()}
        />
      ) : pricesQuery.data.length === 0 ? (
        <Text c="dimmed">No model has a price yet.</Text>
      ) : (
        <Paper withBorder radius="md">
          <ModelPriceTable prices={pricesQuery.data} isEditable={isManager} />
        </Paper>
      )}

      <AddModelPriceModal opened={isAddOpen} onClose={addModal.close} />
    </Stack>
  );
}

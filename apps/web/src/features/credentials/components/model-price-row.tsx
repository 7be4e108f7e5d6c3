import type { ModelPrice } from '@assay/shared/contracts/providers';
import { Badge, Button, Group, NumberInput, Table, Text } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useUpdateModelPriceMutation } from '../api/update-model-price';
import { formatPrice } from '../fns/format-price';
import { MAX_PRICE, PRICE_RANGE_MESSAGE, toPrice } from '../fns/to-price';

type ModelPriceRowProps = { price: ModelPrice; isEditable: boolean };

/** One model's prices; editable in place for owners and admins, saved per row. */
export function ModelPriceRow({ price, isEditable }: ModelPriceRowProps) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {price.model}
          </Text>
          {price.isCustom && (
            <Badge size="sm" variant="light" color="violet">
              Custom
            </Badge>
          )}
        </Group>
      </Table.Th>
      {isEditable ? (
        <EditablePriceCells price={price} />
      ) : (
        <>
          <Table.Td ta="right">{formatPrice(price.inputPerMillion)}</Table.Td>
          <Table.Td ta="right">{formatPrice(price.outputPerMillion)}</Table.Td>
        </>
      )}
    </Table.Tr>
  );
}

function EditablePriceCells({ price }: { price: ModelPrice }) {
  const updatePrice = useUpdateModelPriceMutation();
  const [input, setInput] = useState<number | string>(price.inputPerMillion);
  const [output, setOutput] = useState<number | string>(price.outputPerMillion);
  const inputPerMillion = toPrice(input);
  const outputPerMillion = toPrice(output);
  const isValid = inputPerMillion !== null && outputPerMillion !== null;
  const isDirty = inputPerMillion !== price.inputPerMillion || outputPerMillion !== price.outputPerMillion;

  const onSave = () => {
    if (!isValid || !isDirty || updatePrice.isPending) return;
    updatePrice.mutate(
      { model: price.model, inputPerMillion, outputPerMillion },
      {
        onSuccess: ({ message }) => notifySuccess(`${message}: ${price.model}`),
        onError: (error) => showRequestError(error),
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onSave();
  };
  const numberProps = {
    size: 'xs',
    w: 130,
    min: 0,
    max: MAX_PRICE,
    decimalScale: 6,
    hideControls: true,
    leftSection: '$',
    onKeyDown,
  } as const;

  return (
    <>
      <Table.Td>
        <NumberInput
          {...numberProps}
          aria-label={`Input price of ${price.model}`}
          value={input}
          onChange={setInput}
          error={inputPerMillion === null ? PRICE_RANGE_MESSAGE : undefined}
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          {...numberProps}
          aria-label={`Output price of ${price.model}`}
          value={output}
          onChange={setOutput}
          error={outputPerMillion === null ? PRICE_RANGE_MESSAGE : undefined}
        />
      </Table.Td>
      <Table.Td ta="right">
        <Button
          size="xs"
          variant={isDirty ? 'filled' : 'default'}
          disabled={!isDirty || !isValid}
          loading={updatePrice.isPending}
          onClick={onSave}
          aria-label={`Save price of ${price.model}`}
        >
          Save
        </Button>
      </Table.Td>
    </>
  );
}

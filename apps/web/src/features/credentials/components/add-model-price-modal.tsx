import { UpdateModelPriceRequestSchema } from '@assay/shared/contracts/providers';
import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useUpdateModelPriceMutation } from '../api/update-model-price';
import { MAX_PRICE, PRICE_RANGE_MESSAGE } from '../fns/to-price';

/** The shared schema, with messages for a typed id rather than a picked one. */
const AddModelPriceFormSchema = UpdateModelPriceRequestSchema.extend({
  model: z
    .string()
    .trim()
    .regex(/^[^/\s]+\/\S+$/, { message: 'Enter the model id as provider/model, e.g. ollama/llama3' }),
  inputPerMillion: z
    .number({ message: 'Enter a price' })
    .min(0, PRICE_RANGE_MESSAGE)
    .max(MAX_PRICE, PRICE_RANGE_MESSAGE),
  outputPerMillion: z
    .number({ message: 'Enter a price' })
    .min(0, PRICE_RANGE_MESSAGE)
    .max(MAX_PRICE, PRICE_RANGE_MESSAGE),
});

type AddModelPriceFormValues = { model: string; inputPerMillion: number | string; outputPerMillion: number | string };

type AddModelPriceModalProps = { opened: boolean; onClose: () => void };

export function AddModelPriceModal({ opened, onClose }: AddModelPriceModalProps) {
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={onClose} title="Add price">
      {opened && <AddModelPriceForm onDone={onClose} />}
    </Modal>
  );
}

function AddModelPriceForm({ onDone }: { onDone: () => void }) {
  const updatePrice = useUpdateModelPriceMutation();
  const form = useForm<AddModelPriceFormValues>({
    mode: 'uncontrolled',
    initialValues: { model: '', inputPerMillion: '', outputPerMillion: '' },
    validate: schemaResolver(AddModelPriceFormSchema, { sync: true }),
  });

  const onSubmit = form.onSubmit((values) => {
    const body = AddModelPriceFormSchema.parse(values);
    updatePrice.mutate(body, {
      onSuccess: ({ message }) => {
        notifySuccess(`${message}: ${body.model}`);
        onDone();
      },
      onError: (error) => showRequestError(error, form.setErrors),
    });
  });

  const priceProps = { min: 0, max: MAX_PRICE, decimalScale: 6, hideControls: true, leftSection: '$', required: true };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Model id"
          description="As provider/model, e.g. openai/gpt-4o or ollama/llama3. A model already listed gets the new price."
          placeholder="ollama/llama3"
          autoComplete="off"
          required
          data-autofocus
          key={form.key('model')}
          {...form.getInputProps('model')}
        />
        <NumberInput
          {...priceProps}
          label="Input price"
          description="USD per million input tokens."
          key={form.key('inputPerMillion')}
          {...form.getInputProps('inputPerMillion')}
        />
        <NumberInput
          {...priceProps}
          label="Output price"
          description="USD per million output tokens."
          key={form.key('outputPerMillion')}
          {...form.getInputProps('outputPerMillion')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={updatePrice.isPending}>
            Save price
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import type { ModelParameter } from '@assay/shared/contracts/prompts';
import type { PlaygroundColumn } from '@assay/shared/domain/playground-state';
import { Checkbox, Group, NumberInput, SimpleGrid, Slider, Stack, Text, TextInput } from '@mantine/core';
import { usePlaygroundStore } from '../stores/playground-store-provider';

/** Floats on a short range (temperature, top_p, penalties) get a slider; the rest a number box. */
const SLIDER_MAX_SPAN = 10;

function toNumber(value: ModelParameter['value']): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

function isSliderParameter(param: ModelParameter): param is ModelParameter & { minRange: number; maxRange: number } {
  return (
    param.type === 'float' &&
    param.minRange !== undefined &&
    param.maxRange !== undefined &&
    param.maxRange - param.minRange <= SLIDER_MAX_SPAN
  );
}

type ParameterControlProps = { param: ModelParameter; onChange: (value: ModelParameter['value']) => void };

function SliderParameter({
  param,
  onChange,
}: ParameterControlProps & { param: { minRange: number; maxRange: number } }) {
  const value = toNumber(param.value);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {param.name}
        </Text>
        <Text size="sm" c="dimmed" aria-hidden="true">
          {value === null ? 'default' : value}
        </Text>
      </Group>
      <Slider
        min={param.minRange}
        max={param.maxRange}
        step={0.01}
        precision={2}
        value={value ?? param.minRange}
        thumbLabel={param.name}
        label={(v) => v}
        onChange={onChange}
        marks={[
          { value: param.minRange, label: String(param.minRange) },
          { value: param.maxRange, label: String(param.maxRange) },
        ]}
        mb="md"
      />
    </Stack>
  );
}

function ParameterControl({ param, onChange }: ParameterControlProps) {
  if (param.type === 'bool') {
    return (
      <Checkbox
        label={param.name}
        mt="lg"
        checked={param.value === true || param.value === 'true'}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    );
  }
  if (isSliderParameter(param)) return <SliderParameter param={param} onChange={onChange} />;
  if (param.type === 'int' || param.type === 'float') {
    const range =
      param.minRange !== undefined && param.maxRange !== undefined
        ? `${param.minRange} to ${param.maxRange}`
        : undefined;
    return (
      <NumberInput
        label={param.name}
        description={range}
        min={param.minRange}
        max={param.maxRange}
        allowDecimal={param.type === 'float'}
        step={param.type === 'float' ? 0.1 : 1}
        clampBehavior="blur"
        value={typeof param.value === 'number' || typeof param.value === 'string' ? param.value : ''}
        // An emptied box means "the provider's default", which the run omits.
        onChange={(value) => onChange(value === '' ? null : value)}
      />
    );
  }
  return (
    <TextInput
      label={param.name}
      value={param.value === null || param.value === undefined ? '' : String(param.value)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

export function ModelParameterControls({ column }: { column: PlaygroundColumn }) {
  const dispatch = usePlaygroundStore((state) => state.dispatch);
  if (!column.selectedModel) {
    return (
      <Text size="sm" c="dimmed">
        Pick a model to tune its parameters.
      </Text>
    );
  }
  if (column.modelParams.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This model has no parameters to tune.
      </Text>
    );
  }
  const onChange = (name: string, value: ModelParameter['value']) =>
    dispatch({
      type: 'model-params-changed',
      columnId: column.id,
      modelParams: column.modelParams.map((param) => (param.name === name ? { ...param, value } : param)),
    });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {column.modelParams.map((param) => (
        <ParameterControl key={param.name} param={param} onChange={(value) => onChange(param.name, value)} />
      ))}
    </SimpleGrid>
  );
}

import type { PlaygroundColumn } from '@assay/shared/domain/playground-state';
import { Anchor, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useLocalModelsStatusQuery, useProvidersQuery } from '../api/list-providers';
import { localModelsNote } from '../fns/local-models-note';
import { toModelOptions } from '../fns/to-model-options';
import { useSelectModel } from '../hooks/use-select-model';

export const CREDENTIALS_PATH = '/settings/credentials';

type ModelPickerProps = { column: PlaygroundColumn; error: string | null };

/** Models of every provider the organisation has a credential for, grouped by provider and searchable. */
export function ModelPicker({ column, error }: ModelPickerProps) {
  const providersQuery = useProvidersQuery();
  const selectModel = useSelectModel();
  const providers = providersQuery.data;
  const options = useMemo(
    () => toModelOptions(providers ?? [], column.selectedModel),
    [providers, column.selectedModel],
  );
  const hasNoProviders = providers !== undefined && providers.every((provider) => provider.models.length === 0);
  const localNote = localModelsNote(useLocalModelsStatusQuery().data, hasNoProviders);

  const description = hasNoProviders ? (
    <Text component="span" size="xs">
      No model provider is set up yet.{' '}
      <Anchor component={Link} to={CREDENTIALS_PATH} size="xs">
        Add a credential in Settings › Credentials
      </Anchor>{' '}
      to pick a model here.{localNote ? ` ${localNote}` : ''}
    </Text>
  ) : providersQuery.isError ? (
    <Text component="span" size="xs" c="red">
      Could not load the models: {providersQuery.error.message}
    </Text>
  ) : localNote ? (
    <Text component="span" size="xs">
      {localNote}
    </Text>
  ) : undefined;

  return (
    <Select
      label="Model"
      placeholder={
        providersQuery.isPending ? 'Loading models…' : hasNoProviders ? 'No models yet' : 'Search or pick a model'
      }
      data={options}
      value={column.selectedModel || null}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No model matches"
      maxDropdownHeight={320}
      description={description}
      error={error}
      disabled={providersQuery.isPending && !column.selectedModel}
      onChange={(model) => {
        if (model && model !== column.selectedModel) void selectModel(column.id, model);
      }}
    />
  );
}

import { ModelParametersResponseSchema } from '@assay/shared/contracts/providers';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { playgroundKeys } from './playground-keys';

/** A model's parameters with their defaults and ranges. */
export async function listModelParameters(model: string) {
  const { data } = await apiRequest('/playground/providers/models/parameters/list', {
    method: 'POST',
    body: { model },
    schema: ModelParametersResponseSchema,
  });
  return data.parameters;
}

// Parameters of a model only change with a server upgrade.
export const listModelParametersQueryOptions = (model: string) =>
  queryOptions({
    queryKey: playgroundKeys.modelParameters(model),
    queryFn: () => listModelParameters(model),
    staleTime: Infinity,
  });

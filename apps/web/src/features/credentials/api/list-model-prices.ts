import { ModelPriceSchema } from '@assay/shared/contracts/providers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { credentialKeys } from './credential-keys';

const ModelPriceListSchema = z.object({ content: z.array(ModelPriceSchema) });

/** USD per million tokens by model id: built-in defaults, overridden by the organisation's own prices. */
export async function listModelPrices() {
  const { data } = await apiRequest('/playground/providers/prices', {
    schema: ModelPriceListSchema,
    skipForbiddenRedirect: true,
  });
  return data.content;
}

export const listModelPricesQueryOptions = () =>
  queryOptions({ queryKey: credentialKeys.prices(), queryFn: listModelPrices });

export function useModelPricesQuery() {
  return useQuery(listModelPricesQueryOptions());
}

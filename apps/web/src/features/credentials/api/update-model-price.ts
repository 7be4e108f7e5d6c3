import type { UpdateModelPriceRequestSchema } from '@assay/shared/contracts/providers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { credentialKeys } from './credential-keys';

export type UpdateModelPriceRequest = z.infer<typeof UpdateModelPriceRequestSchema>;

/** Sets the organisation's price of a model (new or overriding the default); owners and admins only. */
export function updateModelPrice(body: UpdateModelPriceRequest) {
  return apiRequest('/playground/providers/prices', { method: 'PUT', body, skipForbiddenRedirect: true });
}

export function useUpdateModelPriceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateModelPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: credentialKeys.prices() }),
  });
}

import { envelopeOf } from '@assay/shared/contracts/envelope';
import { z } from 'zod';

export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, message, data };
}

/** Response schema map for a route: the success body plus the error envelope for documented failures. */
export function replies<T extends z.ZodType>(data: T) {
  return { 200: envelopeOf(data) };
}

export const NoData = z.null();

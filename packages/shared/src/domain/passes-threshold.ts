import { z } from 'zod';

export const ThresholdSchema = z.object({
  eq: z.number().optional(),
  lte: z.number().optional(),
  gte: z.number().optional(),
});
export type Threshold = z.infer<typeof ThresholdSchema>;

/**
 * The spec defines precedence as "last one evaluated wins, in the order eq, lte, gte",
 * so a later key overrides an earlier one rather than being combined with it.
 * An empty threshold passes nothing: treating "no criterion" as success would let a
 * misconfigured evaluator report green results.
 */
export function passesThreshold(value: number, threshold: Threshold): boolean {
  let result = false;
  if (threshold.eq !== undefined) result = value === threshold.eq;
  if (threshold.lte !== undefined) result = value <= threshold.lte;
  if (threshold.gte !== undefined) result = value >= threshold.gte;
  return result;
}

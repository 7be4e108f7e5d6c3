import { z } from 'zod';

/** Field-level validation errors: field path -> messages a person can act on. */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** Every JSON response is wrapped in this envelope. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    data,
    errors: FieldErrorsSchema.optional(),
  });
}

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.null(),
  errors: FieldErrorsSchema.optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const EmptyDataSchema = z.null();

/** Paging query shared by list endpoints: zero-based page, bounded size. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
  search: z.string().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** Lists put rows in `content` with paging fields beside it. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    isLast: z.boolean(),
  });
}

export type Page<T> = {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  isLast: boolean;
};

export const IdParamSchema = z.object({ id: z.uuid({ message: 'Not a valid id' }) });

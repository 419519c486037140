import { z } from 'zod';

/** Contract: every reply is wrapped; errors carry a message and, for 422, field errors. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every 4xx and 5xx: a message, field errors on a 422, and `data` where a refusal says more (login's unverified phone, health). */
export const errorReplySchema = z
  .object({ success: z.literal(false), message: z.string(), errors: z.array(fieldErrorSchema).optional(), data: z.unknown().optional() })
  .meta({ id: 'ErrorReply' });

/** The success envelope around a route's data. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

/** The data of a route that answers only with a message (sign-out, password changes, deletions). */
export const noDataSchema = z.null();

export type ApiSuccess<T> = { success: true; data: T; message?: string };
export type ApiFailure = z.infer<typeof errorReplySchema>;
export type ApiReply<T> = ApiSuccess<T> | ApiFailure;

export const paginationSchema = z.object({
  currentPage: z.number(),
  totalPages: z.number(),
  total: z.number(),
  hasMore: z.boolean(),
  hasNextPage: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const MAX_LIST_LIMIT = 100;

/** Contract: `limit` is capped at 100, a larger value served as the cap, not refused; not a whole number from 1 up → 422. */
export function listLimit(fallback: number, cap: number = MAX_LIST_LIMIT) {
  return z.coerce
    .number()
    .int()
    .min(1)
    .default(fallback)
    .transform((n) => Math.min(n, cap));
}

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: listLimit(20),
});

export function toPagination(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  const hasMore = page < totalPages && total > 0;
  return { currentPage: page, totalPages, total, hasMore, hasNextPage: hasMore };
}

/** doc 1 §5: ids that are empty or the string "undefined" are rejected. */
export const idSchema = z
  .string()
  .trim()
  .refine((v) => v !== '' && v !== 'undefined' && v !== 'null', { message: 'A valid id is required' })
  .pipe(z.uuid({ message: 'Invalid id' }));

export const idParams = z.object({ id: idSchema });
export const isUuid = (value: string) => z.uuid().safeParse(value).success;

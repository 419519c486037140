import { z } from 'zod';

/** Contract: every reply is wrapped; errors carry a message and, for 422, field errors. */
export type FieldError = { field: string; message: string };

export type ApiSuccess<T> = { success: true; data: T; message?: string };
export type ApiFailure = { success: false; message: string; errors?: FieldError[]; data?: unknown };
export type ApiReply<T> = ApiSuccess<T> | ApiFailure;

export type Pagination = {
  currentPage: number;
  totalPages: number;
  total: number;
  hasMore: boolean;
  hasNextPage: boolean;
};

export const MAX_LIST_LIMIT = 100;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(20),
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

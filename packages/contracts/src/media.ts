import { z } from 'zod';
import { UPLOAD_FOLDER_PATTERN, UPLOAD_MESSAGES } from './media-rules.ts';

export * from './media-rules.ts';

export const uploadFolder = z
  .string()
  .trim()
  .default('comments')
  .refine((v) => UPLOAD_FOLDER_PATTERN.test(v), { message: UPLOAD_MESSAGES.badFolder });

export const deleteMediaBody = z.object({ key: z.string().trim().min(1, 'key is required').max(512) });

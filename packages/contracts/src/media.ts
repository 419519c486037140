import { z } from 'zod';
import { MEDIA_KINDS, MEDIA_STATUSES, UPLOAD_FOLDER_PATTERN, UPLOAD_MESSAGES } from './media-rules.ts';

export * from './media-rules.ts';

export const uploadFolder = z
  .string()
  .trim()
  .default('comments')
  .refine((v) => UPLOAD_FOLDER_PATTERN.test(v), { message: UPLOAD_MESSAGES.badFolder });

export const deleteMediaBody = z.object({ key: z.string().trim().min(1, 'key is required').max(512) });
// `/* @__PURE__ */`: the web imports this module at run time, and its bundler keeps a method call
// on a schema (`.nullish()`, `.partial()`, `.describe()`) it cannot tell is free of side effects.
/** DELETE /media as the route reads it: some clients drop DELETE bodies, so the key may come in the query string too (checked by `deleteMediaBody` once found). */
export const deleteMediaOptionalBody = /* @__PURE__ */ deleteMediaBody.partial().nullish();
export const deleteMediaQuery = z.object({ key: z.string().optional() });
/** GET /media/private/{key}?exp&sig: repeated parameters are not a 422, any address but the one handed out is simply refused (403). */
const signedParam = /* @__PURE__ */ z.union([z.string(), z.array(z.string())]).optional();
export const privateFileQuery = z.object({
  exp: /* @__PURE__ */ signedParam.describe('Expiry, unix seconds'),
  sig: /* @__PURE__ */ signedParam.describe("The server's signature of the key and expiry"),
});

/** doc 1 §3 "Media upload result": url, key, also size and type; the rest is what processing learnt. */
export const mediaUploadResultSchema = z
  .object({
    url: z.string(),
    key: z.string(),
    /** The upload's id (GET /media/uploads/{id} reports its status); `_id` is the same (contract). */
    id: z.string(),
    _id: z.string(),
    /** The type of what `url` serves (decided from the bytes; images are re-encoded as WebP, documents kept as sent). */
    type: z.string(),
    /** The type the uploaded bytes were recognised as (`image/jpeg`, `application/pdf`, `application/msword`…). */
    mimeType: z.string().optional(),
    kind: z.enum(MEDIA_KINDS).optional(),
    /** Bytes of the file as it was uploaded. */
    size: z.number(),
    /** The file's name as sent (a document's is cleaned and ends with its real extension: its download name). */
    name: z.string().optional(),
    width: z.number().optional(),
    height: z.number().optional(),
    /** Seconds, videos only. */
    duration: z.number().optional(),
    /** A poster frame, videos only. */
    posterUrl: z.string().optional(),
    /** WebP widths for images: `{320: url, 640: url, …}`. */
    variants: z.record(z.string(), z.string()).optional(),
    /** Videos are transcoded in the background; `url` is the safe version once ready. */
    status: z.enum(MEDIA_STATUSES),
    /** Why processing failed, when status is failed. */
    error: z.string().optional(),
  })
  .meta({ id: 'MediaUploadResult' });
export type MediaUploadResult = z.infer<typeof mediaUploadResultSchema>;

/**
 * GET /media/private/{key}?exp=…&sig=…: the file itself (no envelope) for whoever holds an
 * unexpired signed address; an expired or altered one is a 403 envelope, a missing file a 404.
 */
export const privateFileSchema = z.never().meta({ description: 'The bytes of the file, not JSON' });

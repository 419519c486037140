import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, noDataSchema } from '@sokoni/contracts/envelope';
import { deleteMediaBody, deleteMediaOptionalBody, deleteMediaQuery, mediaUploadResultSchema, UPLOAD_MESSAGES, uploadFolder } from '@sokoni/contracts/media';
import { authOf } from '../../platform/http/auth-guard.ts';
import { invalid } from '../../platform/http/errors.ts';
import { ok } from '../../platform/http/reply.ts';
import { createdReplies, replies } from '../../platform/http/reply-schemas.ts';
import { folderCap, MAX_UPLOAD_BYTES, policyFor } from './policy.ts';
import { readOneUpload } from '../../platform/http/read-upload.ts';
import type { MediaService } from './service.ts';

const tags = ['media'];

/** The folder field (or its doc 2 alias `purpose`), `comments` when absent. */
function folderOf(fields: Record<string, string>): string {
  const parsed = uploadFolder.safeParse(fields.folder ?? fields.purpose ?? undefined);
  if (!parsed.success) throw invalid('folder', UPLOAD_MESSAGES.badFolder);
  return parsed.data;
}

/** The cap while the file streams in: the folder's when it came first, else the largest. */
function capFor(fields: Record<string, string>): number {
  const folder = uploadFolder.safeParse(fields.folder ?? fields.purpose ?? undefined);
  if (!folder.success) return MAX_UPLOAD_BYTES;
  return folderCap(policyFor(folder.data));
}

/**
 * POST /media/upload, DELETE /media (doc 1 §7.5), GET /media/uploads/{id}. An upload to a
 * private folder (chats, conversations, verification) answers with signed addresses, good for
 * an hour; GET /media/uploads/{id} hands out fresh ones.
 */
export const mediaUploadRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  const signedIn = { onRequest: app.requireAuth };

  app.post(
    '/media/upload',
    { ...signedIn, schema: { tags, summary: 'Upload one picture, video or (folder conversations) document (multipart `file`, `folder` or `purpose`)', consumes: ['multipart/form-data'], response: createdReplies(mediaUploadResultSchema) } },
    async (request, reply) => {
      const { userId } = authOf(request);
      await media.countUpload(userId);
      const upload = await readOneUpload(request, { tmpDir: media.tmpDir, maxBytes: MAX_UPLOAD_BYTES, capFor });
      let folder: string;
      try {
        folder = folderOf(upload.fields);
      } catch (error) {
        await media.discard(upload);
        throw error;
      }
      const result = await media.store(userId, folder, upload);
      return reply.code(201).send(ok(result));
    },
  );

  app.get('/media/uploads/:id', { ...signedIn, schema: { tags, summary: 'An upload of yours, with its processing status', params: idParams, response: replies(mediaUploadResultSchema) } }, async (request) =>
    ok(await media.status(authOf(request).userId, request.params.id)),
  );

  app.delete(
    '/media',
    {
      ...signedIn,
      // Some clients drop DELETE bodies: the key may come in the query string too.
      schema: { tags, summary: 'Delete an upload of yours and all its files', body: deleteMediaOptionalBody, querystring: deleteMediaQuery,
        response: replies(noDataSchema),
      },
    },
    async (request) => {
      const key = deleteMediaBody.safeParse({ key: request.body?.key ?? request.query.key });
      if (!key.success) throw invalid('key', 'key is required');
      await media.remove(authOf(request), key.data.key);
      return ok(null, 'Media deleted');
    },
  );
};

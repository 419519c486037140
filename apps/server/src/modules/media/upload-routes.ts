import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@sokoni/contracts/envelope';
import { deleteMediaBody, UPLOAD_MESSAGES, uploadFolder } from '@sokoni/contracts/media';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { authOf } from '../../platform/http/auth-guard.ts';
import { invalid, tooMany } from '../../platform/http/errors.ts';
import { ok } from '../../platform/http/reply.ts';
import { avatarRoutes } from '../users/avatar-routes.ts';
import { MAX_UPLOAD_BYTES, policyFor } from './policy.ts';
import { readOneUpload } from './read-upload.ts';
import { createMediaService } from './service.ts';

const tags = ['media'];
const UPLOADS_PER_HOUR = 300;

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
  const policy = policyFor(folder.data);
  return Math.max(policy.image ?? 0, policy.video ?? 0);
}

/**
 * POST /media/upload, DELETE /media (doc 1 §7.5), GET /media/uploads/{id}, and the avatar
 * uploads of doc 2 §7, which share the pipeline.
 */
export const mediaUploadRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const media = createMediaService({ db: deps.db, storage: deps.storage, mediaUrl: deps.mediaUrl, dataDir: deps.config.dataDir, log: app.log });
  app.addHook('onClose', async () => media.close());
  // Tidying up after a previous process must not stop this one from serving.
  await media.recover().catch((err: unknown) => app.log.warn({ err }, 'recovering interrupted uploads failed'));
  const signedIn = { preHandler: app.requireAuth };

  const countUpload = async (userId: string) => {
    const hit = await deps.limiter.hit(`media:upload:${userId}`, UPLOADS_PER_HOUR, 3600);
    if (!hit.allowed) throw tooMany(UPLOAD_MESSAGES.tooManyUploads, hit.retryAfterSeconds);
  };

  app.post(
    '/media/upload',
    { ...signedIn, schema: { tags, summary: 'Upload one picture or video (multipart `file`, `folder` or `purpose`)', consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const { userId } = authOf(request);
      await countUpload(userId);
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

  app.get('/media/uploads/:id', { ...signedIn, schema: { tags, summary: 'An upload of yours, with its processing status', params: idParams } }, async (request) =>
    ok(await media.status(authOf(request).userId, request.params.id)),
  );

  app.delete(
    '/media',
    {
      ...signedIn,
      // Some clients drop DELETE bodies: the key may come in the query string too.
      schema: { tags, summary: 'Delete an upload of yours and all its files', body: deleteMediaBody.partial().nullish(), querystring: z.object({ key: z.string().optional() }) },
    },
    async (request) => {
      const key = deleteMediaBody.safeParse({ key: request.body?.key ?? request.query.key });
      if (!key.success) throw invalid('key', 'key is required');
      await media.remove(authOf(request), key.data.key);
      return ok(null, 'Media deleted');
    },
  );

  await app.register(avatarRoutes, { ...deps, media, countUpload });
};

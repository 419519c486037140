import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isOwnUploadKey, UPLOAD_LIMITS, uploadKeyPrefix } from '@sokoni/contracts/media';
import { ACCOUNT_MESSAGES, avatarBody } from '@sokoni/contracts/users';
import { avatarReplySchema } from '@sokoni/contracts/user-replies';
import { authOf } from '../../platform/http/auth-guard.ts';
import { invalid } from '../../platform/http/errors.ts';
import { ok } from '../../platform/http/reply.ts';
import { replies } from '../../platform/http/reply-schemas.ts';
import { readOneUpload } from '../../platform/http/read-upload.ts';
import type { MediaService } from '../media/index.ts';
import type { UsersService } from './service.ts';

type AvatarDeps = { users: UsersService; media: MediaService };

const tags = ['users'];

/**
 * PUT and POST /users/me/avatar: multipart `avatar` (or `file`) → square WebP renditions, or JSON
 * `{avatar}` naming an address already uploaded. Either way `data {user, url}`.
 */
export const avatarRoutes: FastifyPluginAsyncZod<AvatarDeps> = async (app, deps) => {
  const { users } = deps;

  async function setAvatar(request: FastifyRequest) {
    const auth = authOf(request);
    if (!request.isMultipart()) {
      // The service takes only the caller's own uploads.
      const user = await users.updateProfile(auth.userId, { avatar: avatarFromJson(request.body) });
      return ok({ user, url: user.avatar }, ACCOUNT_MESSAGES.updated);
    }
    await deps.media.countUpload(auth.userId);
    // Read before the upload: nothing may fail between receiving the file and storing it.
    const previous = await users.storedAvatar(auth.userId);
    const upload = await readOneUpload(request, { tmpDir: deps.media.tmpDir, maxBytes: UPLOAD_LIMITS.avatar.maxBytes, fileFields: ['avatar', 'file'] });
    const stored = await deps.media.store(auth.userId, 'avatars', upload);
    const user = await users.updateProfile(auth.userId, { avatar: stored.key });
    // The replaced avatar upload is nobody's any more.
    if (previous && isOwnUploadKey(previous, auth.userId) && previous.startsWith(`${uploadKeyPrefix(auth.userId)}avatars/`)) {
      await deps.media.remove(auth, previous).catch((err: unknown) => request.log.warn({ err }, 'old avatar not removed'));
    }
    return ok({ user, url: user.avatar, upload: stored }, ACCOUNT_MESSAGES.updated);
  }

  const schema = { tags, summary: 'Set the avatar: multipart `avatar` (image, 5 MB) or JSON {avatar}', consumes: ['multipart/form-data', 'application/json'], response: replies(avatarReplySchema) };
  app.put('/users/me/avatar', { onRequest: app.requireAuth, schema }, setAvatar);
  app.post('/users/me/avatar', { onRequest: app.requireAuth, schema }, setAvatar);
};

function avatarFromJson(body: unknown): string {
  const parsed = avatarBody.safeParse(body ?? {});
  if (parsed.success) return parsed.data.avatar;
  const issue = parsed.error.issues[0];
  throw invalid('avatar', issue?.path.length ? issue.message : 'avatar is required');
}

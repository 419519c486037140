import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, noDataSchema } from '@sokoni/contracts/envelope';
import { publicUserReplySchema, userReplySchema } from '@sokoni/contracts/user-replies';
import { ACCOUNT_MESSAGES, accountClosureBody, changePasswordBody, updateMeBody } from '@sokoni/contracts/users';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import { replies } from '../../platform/http/reply-schemas.ts';
import type { MediaService } from '../media/index.ts';
import { avatarRoutes } from './avatar-routes.ts';
import type { UsersService } from './service.ts';

const tags = ['users'];
const userReply = replies(userReplySchema);
const noData = replies(noDataSchema);

/**
 * What the account routes need of sign-in sessions; the auth module provides it (auth builds on
 * users, so users names the need instead of importing auth).
 */
export type AccountSessions = {
  endAllSessions(userId: string, reason: 'account_deleted' | 'account_deactivated'): Promise<unknown>;
  changePassword(userId: string, sessionId: string, body: { currentPassword: string; newPassword: string }): Promise<unknown>;
};

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService; sessions: AccountSessions; media: MediaService }> = async (app, { users, sessions: auth, media }) => {
  const signedIn = { onRequest: app.requireAuth };

  app.get('/users/me', { ...signedIn, schema: { tags, summary: 'The signed-in user', response: userReply } }, async (request) =>
    ok({ user: await users.me(authOf(request).userId) }),
  );

  app.put('/users/me', { ...signedIn, schema: { tags, summary: 'Update name, username, email, avatar or language', body: updateMeBody, response: userReply } }, async (request) => {
    const user = await users.updateProfile(authOf(request).userId, request.body);
    // A new language answers this request already (its words are translated after the handler).
    authOf(request).language = user.language;
    return ok({ user }, ACCOUNT_MESSAGES.updated);
  });

  const closeAccount = async (userId: string, status: 'deactivated' | 'deleted', reason: string | undefined) => {
    await users.close(userId, status, reason);
    await auth.endAllSessions(userId, status === 'deleted' ? 'account_deleted' : 'account_deactivated');
  };

  app.delete('/users/me', { ...signedIn, schema: { tags, summary: 'Delete the account (purged after 90 days)', body: accountClosureBody, response: noData } }, async (request) => {
    await closeAccount(authOf(request).userId, 'deleted', request.body?.reason);
    return ok(null, ACCOUNT_MESSAGES.deleted);
  });

  app.post('/users/me/delete', { ...signedIn, schema: { tags, summary: 'Delete the account with a reason', body: accountClosureBody, response: noData } }, async (request) => {
    await closeAccount(authOf(request).userId, 'deleted', request.body?.reason);
    return ok(null, ACCOUNT_MESSAGES.deleted);
  });

  app.post('/users/me/deactivate', { ...signedIn, schema: { tags, summary: 'Deactivate; signing in again reactivates', body: accountClosureBody, response: noData } }, async (request) => {
    await closeAccount(authOf(request).userId, 'deactivated', request.body?.reason);
    return ok(null, ACCOUNT_MESSAGES.deactivated);
  });

  app.put('/users/me/password', { ...signedIn, schema: { tags, summary: 'Change password; other sessions end', body: changePasswordBody, response: noData } }, async (request) => {
    const { userId, sessionId } = authOf(request);
    await auth.changePassword(userId, sessionId, request.body);
    return ok(null, AUTH_MESSAGES.passwordChanged);
  });

  await app.register(avatarRoutes, { users, media });

  app.get('/users/:id', { schema: { tags, summary: "Another user's public profile", params: idParams, response: replies(publicUserReplySchema) } }, async (request) =>
    ok({ user: await users.publicProfile(request.params.id) }),
  );
};

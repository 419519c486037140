import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMMENT_MESSAGES,
  commentDeletedSchema,
  commentLikeResultSchema,
  commentLikersSchema,
  oneCommentSchema,
  commentSearchQuery,
  commentSearchReplySchema,
  commentsWithTargetsSchema,
  replyBody,
  trendingCommentsQuery,
  trendingCommentsSchema,
  updateCommentBody,
} from '@sokoni/contracts/comments';
import { idParams, pageQuery } from '@sokoni/contracts/envelope';
import { authOf } from '../../platform/http/auth-guard.ts';
import { idempotencyKeyOf } from '../../platform/http/idempotency-key.ts';
import { ok } from '../../platform/http/reply.ts';
import { createdReplies, replies } from '../../platform/http/reply-schemas.ts';
import { callerOf } from './access.ts';
import type { CommentListingService } from './listing-service.ts';
import type { CommentsService } from './service.ts';

const tags = ['comments'];
const oneComment = replies(oneCommentSchema);
const userComments = replies(commentsWithTargetsSchema);

/** One comment (read, edit, delete, like, reply), a user's comments, search and trending (doc 1 §7.2, §7.4). */
export const commentRoutes: FastifyPluginAsyncZod<{ comments: CommentsService; listing: CommentListingService }> = async (app, { comments, listing }) => {
  const signedIn = { onRequest: app.requireAuth };
  const maybeSignedIn = { onRequest: app.optionalAuth };

  // doc 1 §7.4 lists both the long and the short paths for likes and replies.
  for (const prefix of ['/products/comments', '/comments']) {
    app.post(`${prefix}/:id/like`, { ...signedIn, schema: { tags, summary: 'Like or unlike a comment (toggle)', params: idParams, response: replies(commentLikeResultSchema) } }, async (request) =>
      ok(await comments.toggleLike(request.params.id, authOf(request))),
    );

    app.post(
      `${prefix}/:id/reply`,
      { ...signedIn, schema: { tags, summary: 'Reply to a comment (a reply to a reply joins its thread)', params: idParams, body: replyBody, response: createdReplies(oneCommentSchema) } },
      async (request, reply) => {
        const data = await comments.reply(request.params.id, authOf(request), request.body, idempotencyKeyOf(request));
        return reply.status(201).send(ok(data, COMMENT_MESSAGES.replied));
      },
    );
  }

  app.get('/comments/search', { ...maybeSignedIn, schema: { tags, summary: 'Search public comments by text', querystring: commentSearchQuery, response: replies(commentSearchReplySchema) } }, async (request) =>
    ok(await listing.search(request.query.q, request.query.targetType, callerOf(request), request.query)),
  );

  app.get(
    '/comments/trending',
    { ...maybeSignedIn, schema: { tags, summary: 'Most liked and replied-to comments of the last 7 days', querystring: trendingCommentsQuery, response: replies(trendingCommentsSchema) } },
    async (request) => ok(await listing.trending(callerOf(request), request.query.limit)),
  );

  app.get('/comments/:id', { ...maybeSignedIn, schema: { tags, summary: 'A comment with all its replies', params: idParams, response: oneComment } }, async (request) =>
    ok(await comments.get(request.params.id, callerOf(request))),
  );

  app.put(
    '/comments/:id',
    { ...signedIn, schema: { tags, summary: 'Edit a comment or attach media (author or admin)', params: idParams, body: updateCommentBody, response: oneComment } },
    async (request) => ok(await comments.update(request.params.id, authOf(request), request.body), COMMENT_MESSAGES.updated),
  );

  app.delete('/comments/:id', { ...signedIn, schema: { tags, summary: 'Delete a comment (author or admin)', params: idParams, response: replies(commentDeletedSchema) } }, async (request) =>
    ok(await comments.remove(request.params.id, authOf(request)), COMMENT_MESSAGES.removed),
  );

  app.get(
    '/comments/:id/likes',
    { ...maybeSignedIn, schema: { tags, summary: 'Who liked a comment, newest first', params: idParams, querystring: pageQuery, response: replies(commentLikersSchema) } },
    async (request) => ok(await comments.likers(request.params.id, callerOf(request), request.query)),
  );

  app.get('/users/me/comments', { ...signedIn, schema: { tags, summary: 'My comments, newest first', querystring: pageQuery, response: userComments } }, async (request) =>
    ok(await listing.byUser(authOf(request).userId, callerOf(request), request.query)),
  );

  app.get(
    '/users/:id/comments',
    { ...maybeSignedIn, schema: { tags, summary: "A user's public comments, newest first", params: idParams, querystring: pageQuery, response: userComments } },
    async (request) => ok(await listing.byUser(request.params.id, callerOf(request), request.query)),
  );
};

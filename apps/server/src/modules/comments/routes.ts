import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentRoutes } from './comment-routes.ts';
import type { CommentListingService } from './listing-service.ts';
import type { CommentModerationService } from './moderation-service.ts';
import { moderationRoutes } from './moderation-routes.ts';
import type { CommentsService } from './service.ts';
import { targetRoutes } from './target-routes.ts';

export type CommentsRouteDeps = { comments: CommentsService; commentListing: CommentListingService; commentModeration: CommentModerationService };

/** Comments and reviews on products and shops (doc 1 §2.10, §4.6, §5, §7.2, §7.4). */
export const commentsRoutes: FastifyPluginAsyncZod<CommentsRouteDeps> = async (app, deps) => {
  await app.register(targetRoutes, { comments: deps.comments });
  await app.register(commentRoutes, { comments: deps.comments, listing: deps.commentListing });
  await app.register(moderationRoutes, { moderation: deps.commentModeration });
};

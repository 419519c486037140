import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { commentRoutes } from './comment-routes.ts';
import { createCommentListingService } from './listing-service.ts';
import { createCommentModerationService } from './moderation-service.ts';
import { moderationRoutes } from './moderation-routes.ts';
import { createCommentsQueryRepo } from './query-repo.ts';
import { createCommentsRepo } from './repo.ts';
import { createCommentsService } from './service.ts';
import { targetRoutes } from './target-routes.ts';

/** Comments and reviews on products and shops (doc 1 §2.10, §4.6, §5, §7.2, §7.4). */
export const commentsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const repo = createCommentsRepo(deps.db);
  const queries = createCommentsQueryRepo(deps.db);
  const { mediaUrl } = deps;
  const comments = createCommentsService({ db: deps.db, repo, queries, mediaUrl, limiter: deps.limiter, notifier: deps.notifier, log: app.log });
  const listing = createCommentListingService({ repo, queries, mediaUrl });
  const moderation = createCommentModerationService({ repo, queries, mediaUrl });
  await app.register(targetRoutes, { comments });
  await app.register(commentRoutes, { comments, listing });
  await app.register(moderationRoutes, { moderation });
};

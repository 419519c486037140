import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { Limiter } from '../../platform/limiter.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import type { Notifier } from '../../platform/notifier.ts';
import type { TargetRef } from './repo.ts';
import { createCommentListingService } from './listing-service.ts';
import { createCommentModerationService } from './moderation-service.ts';
import { createCommentsQueryRepo } from './query-repo.ts';
import { createCommentsRepo } from './repo.ts';
import { createCommentsService } from './service.ts';

// The comments module's face: what the composition root and other modules may use.
export { commentsRoutes } from './routes.ts';
export { recountReplies, storeTotals, type TargetRef } from './repo.ts';
export { productImage } from './comment-view.ts';
export { commentsByIds, prepareUsersPurge, recountAfterPurge, type CommentsTouched } from './face-queries.ts';

/** Comments, their lists and their moderation, over one repo. */
export function createCommentsModule(deps: {
  db: Db;
  mediaUrl: MediaUrl;
  limiter: Limiter;
  notifier: Notifier;
  log: FastifyBaseLogger;
  /** A product's or shop's rating and comment counts moved. */
  onTargetChanged?: (target: TargetRef) => void;
}) {
  const repo = createCommentsRepo(deps.db, { onTargetChanged: deps.onTargetChanged });
  const queries = createCommentsQueryRepo(deps.db);
  return {
    comments: createCommentsService({ ...deps, repo, queries }),
    commentListing: createCommentListingService({ repo, queries, mediaUrl: deps.mediaUrl }),
    commentModeration: createCommentModerationService({ repo, queries, mediaUrl: deps.mediaUrl }),
  };
}

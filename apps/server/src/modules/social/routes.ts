import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { followRoutes } from './follow-routes.ts';
import { createFollowsRepo } from './follows-repo.ts';
import { createFollowsService } from './follows-service.ts';
import { createProductSocialRepo } from './product-social-repo.ts';
import { productSocialRoutes } from './product-social-routes.ts';
import { createProductSocialService } from './product-social-service.ts';

/** Likes, bookmarks, views, inquiries, shares, favorites and follows (doc 1 §4.5, §5, §7.2, §7.3). */
export const socialRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, mediaUrl, limiter, notifier }) => {
  const productSocial = createProductSocialService({ repo: createProductSocialRepo(db), mediaUrl, limiter, notifier });
  const follows = createFollowsService({ repo: createFollowsRepo(db), mediaUrl, notifier });
  await app.register(productSocialRoutes, { service: productSocial });
  await app.register(followRoutes, { service: follows });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { followRoutes } from './follow-routes.ts';
import type { FollowsService } from './follows-service.ts';
import { productSocialRoutes } from './product-social-routes.ts';
import type { ProductSocialService } from './product-social-service.ts';

/** Likes, bookmarks, views, inquiries, shares, favorites and follows (doc 1 §4.5, §5, §7.2, §7.3). */
export const socialRoutes: FastifyPluginAsyncZod<{ productSocial: ProductSocialService; follows: FollowsService }> = async (app, { productSocial, follows }) => {
  await app.register(productSocialRoutes, { service: productSocial });
  await app.register(followRoutes, { service: follows });
};

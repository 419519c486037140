import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, idSchema } from '@sokoni/contracts/envelope';
import { availabilityBody, priceSuggestionQuery, priceSuggestionReplySchema, SELLER_MESSAGES, productDeletedSchema, sellerProductReplySchema, soldBody, updateProductBody } from '@sokoni/contracts/seller';
import { authOf } from '../../platform/http/auth-guard.ts';
import { readOneUpload } from '../../platform/http/read-upload.ts';
import { ok } from '../../platform/http/reply.ts';
import { createdReplies, replies } from '../../platform/http/reply-schemas.ts';
import type { ListingMedia, ListingsService } from './service.ts';

const tags = ['seller'];
const product = replies(sellerProductReplySchema);
/** The largest product video (100 MB) and a little slack, so the 413 can say how large. */
const MAX_VIDEO_READ = 101 * 1024 * 1024;

/** doc 2 §7 "Seller operations" on products (CONTRACT.md paths); owner only, 403 for anyone else. */
export const listingsRoutes: FastifyPluginAsyncZod<{ listings: ListingsService; media: Pick<ListingMedia, 'tmpDir' | 'countUpload'> }> = async (app, { listings, media }) => {
  const signedIn = { onRequest: app.requireAuth };

  app.post(
    '/shops/:shopId/products',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'List a product by video (multipart `video`, optional title, description, price, currency); processing drafts the rest',
        params: z.object({ shopId: idSchema }),
        consumes: ['multipart/form-data'],
        response: createdReplies(sellerProductReplySchema),
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      // Before reading a byte of the video: unknown shop 404, someone else's 403.
      await listings.assertShopOwner(userId, request.params.shopId);
      await media.countUpload(userId);
      const upload = await readOneUpload(request, { tmpDir: media.tmpDir, maxBytes: MAX_VIDEO_READ, fileFields: ['video', 'file'], missingFile: { field: 'video', message: SELLER_MESSAGES.videoRequired } });
      const created = await listings.create(userId, request.params.shopId, upload);
      return reply.code(201).send(ok({ product: created }, 'Product created. Our assistant is preparing the listing.'));
    },
  );

  app.put('/products/:id', { ...signedIn, schema: { tags, summary: 'Change my product: title, description, price, category, condition, attributes', params: idParams, body: updateProductBody, response: product } }, async (request) =>
    ok({ product: await listings.update(authOf(request).userId, request.params.id, request.body) }, 'Product updated successfully'),
  );

  app.get(
    '/products/:id/price-suggestion',
    { ...signedIn, schema: { tags, summary: 'What similar listings sell for in a category (my product’s currency), while I edit it', params: idParams, querystring: priceSuggestionQuery, response: replies(priceSuggestionReplySchema) } },
    async (request) => ok(await listings.priceSuggestion(authOf(request).userId, request.params.id, request.query.category)),
  );

  app.delete('/products/:id', { ...signedIn, schema: { tags, summary: 'Delete my product', params: idParams, response: replies(productDeletedSchema) } }, async (request) =>
    ok(await listings.remove(authOf(request).userId, request.params.id), 'Product deleted successfully'),
  );

  app.patch(
    '/products/:id/availability',
    { ...signedIn, schema: { tags, summary: 'Show or hide my product ({isAvailable}; toggles without one)', params: idParams, body: availabilityBody, response: product } },
    async (request) => ok({ product: await listings.setAvailability(authOf(request).userId, request.params.id, request.body?.isAvailable) }),
  );

  app.patch(
    '/products/:id/sold',
    { ...signedIn, schema: { tags, summary: 'Record a sale of my product ({sold, soldPrice?}), or undo it', params: idParams, body: soldBody, response: product } },
    async (request) => ok({ product: await listings.setSold(authOf(request).userId, request.params.id, request.body.sold, request.body.soldPrice) }),
  );

  app.post(
    '/products/:id/publish',
    { ...signedIn, schema: { tags, summary: 'Publish my reviewed draft: it goes live (409 while processing; 422 naming what it still needs)', params: idParams, response: product } },
    async (request) => ok({ product: await listings.publish(authOf(request).userId, request.params.id) }, SELLER_MESSAGES.published),
  );

  app.post(
    '/products/:id/processing/retry',
    { ...signedIn, schema: { tags, summary: 'Process my product again after its processing failed', params: idParams, response: product } },
    async (request) => ok({ product: await listings.retry(authOf(request).userId, request.params.id) }, 'Processing started again'),
  );
};

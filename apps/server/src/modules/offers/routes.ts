import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declineOfferBody, offerBody, offerParams, offerReplySchema, offersQuery, offersReplySchema } from '@sokoni/contracts/offers';
import { authOf } from '../../platform/http/auth-guard.ts';
import { idempotencyKeyOf } from '../../platform/http/idempotency-key.ts';
import { ok } from '../../platform/http/reply.ts';
import { createdReplies, replies } from '../../platform/http/reply-schemas.ts';
import type { OffersService } from './service.ts';

const tags = ['offers'];

/** Offers in chat (issue 28; CONTRACT.md "Offers"). Every call needs a signed-in buyer or shop owner. */
export const offersRoutes: FastifyPluginAsyncZod<{ offers: OffersService }> = async (app, { offers }) => {
  const signedIn = { onRequest: app.requireAuth };

  app.post(
    '/products/:id/offers',
    { ...signedIn, schema: { tags, summary: 'Make an offer on a listing (replaces your open one)', params: offerParams, body: offerBody, response: createdReplies(offerReplySchema) } },
    async (request, reply) => {
      const offer = await offers.make(authOf(request).userId, request.params.id, request.body, idempotencyKeyOf(request));
      reply.code(201);
      return ok({ offer });
    },
  );

  app.get('/offers', { ...signedIn, schema: { tags, summary: "Your offers as a buyer, or the offers on your shop's listings", querystring: offersQuery, response: replies(offersReplySchema) } }, async (request) =>
    ok({ offers: await offers.list(authOf(request).userId, request.query) }),
  );

  app.get('/offers/:id', { ...signedIn, schema: { tags, summary: 'One offer (its buyer and the shop only)', params: offerParams, response: replies(offerReplySchema) } }, async (request) =>
    ok({ offer: await offers.one(authOf(request).userId, request.params.id) }),
  );

  const step = { params: offerParams, response: replies(offerReplySchema) };
  app.post('/offers/:id/accept', { ...signedIn, schema: { tags, summary: 'Accept an offer made to you', ...step } }, async (request) =>
    ok({ offer: await offers.accept(authOf(request).userId, request.params.id, idempotencyKeyOf(request)) }),
  );
  app.post('/offers/:id/decline', { ...signedIn, schema: { tags, summary: 'Decline an offer made to you', body: declineOfferBody, ...step } }, async (request) =>
    ok({ offer: await offers.decline(authOf(request).userId, request.params.id, request.body?.reason, idempotencyKeyOf(request)) }),
  );
  app.post('/offers/:id/withdraw', { ...signedIn, schema: { tags, summary: 'Withdraw an offer you made', ...step } }, async (request) =>
    ok({ offer: await offers.withdraw(authOf(request).userId, request.params.id, idempotencyKeyOf(request)) }),
  );
  app.post('/offers/:id/counter', { ...signedIn, schema: { tags, summary: 'Answer an offer with an amount of your own', params: offerParams, body: offerBody, response: createdReplies(offerReplySchema) } }, async (request, reply) => {
    const offer = await offers.counter(authOf(request).userId, request.params.id, request.body, idempotencyKeyOf(request));
    reply.code(201);
    return ok({ offer });
  });
};

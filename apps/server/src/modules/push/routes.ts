import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUSH_MESSAGES, pushPublicKeySchema, pushSubscribedSchema, pushSubscriptionBody, pushUnsubscribeBody } from '@sokoni/contracts/push';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import { replies } from '../../platform/http/reply-schemas.ts';
import type { PushService } from './service.ts';

const tags = ['push'];

/** GET /push/public-key, POST and DELETE /push/subscriptions (issue 15). */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.get('/push/public-key', { schema: { tags, summary: 'The VAPID public key browsers subscribe with', response: replies(pushPublicKeySchema) } }, async () => ok(push.publicKey()));

  app.post(
    '/push/subscriptions',
    { onRequest: app.requireAuth, schema: { tags, summary: 'Register this browser for push messages', body: pushSubscriptionBody, response: replies(pushSubscribedSchema) } },
    async (request) => ok(await push.subscribe(authOf(request).userId, request.body), PUSH_MESSAGES.subscribed),
  );

  app.delete(
    '/push/subscriptions',
    { onRequest: app.requireAuth, schema: { tags, summary: 'Stop push messages to this browser', body: pushUnsubscribeBody, response: replies(pushSubscribedSchema) } },
    async (request) => ok(await push.unsubscribe(authOf(request).userId, request.body.endpoint), PUSH_MESSAGES.unsubscribed),
  );
};

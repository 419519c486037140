import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockBody,
  blockListSchema,
  blockParams,
  blockReplySchema,
  chatExistsSchema,
  chatIdParams,
  chatListQuery,
  chatListSchema,
  chatMessagesPageSchema,
  chatReadSchema,
  chatsWithUnreadSchema,
  chatUnreadSchema,
  checkChatBody,
  conversationListSchema,
  conversationMessagesQuery,
  conversationMessagesSchema,
  conversationReadSchema,
  conversationUnreadSchema,
  lastProductSchema,
  messagesQuery,
  oneChatSchema,
  participantParams,
  sendChatMessageBody,
  sendConversationMessageBody,
  sentChatMessageSchema,
  sentConversationMessageSchema,
  shopIdParams,
  startChatBody,
  startChatReplySchema,
  unreadCountsSchema,
} from '@sokoni/contracts/chats';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import { createdReplies, replies } from '../../platform/http/reply-schemas.ts';
import type { ChatsService } from './service.ts';

/** The sender's temporary id, under either name a client uses. */
const clientKeyOf = (body: { clientKey?: string | null; tempId?: string | null }) => body.clientKey ?? body.tempId ?? null;

/** Shop-style chats, dealer-style conversations and blocks (doc 2 §7 Chat; contract paths). Signed-in only. */
export const chatsRoutes: FastifyPluginAsyncZod<{ chats: ChatsService }> = async (app, { chats }) => {
  const signedIn = { onRequest: app.requireAuth };
  const tags = ['chats'];
  const { shopStyle, dealerStyle, blocks } = chats;

  app.post(
    '/chats/shop/:shopId',
    { ...signedIn, schema: { tags, summary: 'Start or reuse the chat with a shop, with the opening message', params: shopIdParams, body: startChatBody, response: createdReplies(startChatReplySchema) } },
    async (request, reply) => {
      reply.code(201);
      return ok(await shopStyle.start(authOf(request).userId, request.params.shopId, request.body));
    },
  );
  app.post('/chats/check-exists', { ...signedIn, schema: { tags, summary: 'Whether I already have a chat with a shop', body: checkChatBody, response: replies(chatExistsSchema) } }, async (request) =>
    ok(await shopStyle.exists(authOf(request).userId, request.body)),
  );
  app.get('/chats', { ...signedIn, schema: { tags, summary: 'My chats, most recent first', querystring: chatListQuery, response: replies(chatListSchema) } }, async (request) =>
    ok(await shopStyle.list(authOf(request).userId, request.query)),
  );
  app.get('/chats/with-unread-counts', { ...signedIn, schema: { tags, summary: 'My chats with their unread counts and the total', querystring: chatListQuery, response: replies(chatsWithUnreadSchema) } }, async (request) =>
    ok(await shopStyle.withUnread(authOf(request).userId, request.query)),
  );
  app.get('/chats/unread-counts', { ...signedIn, schema: { tags, summary: 'Unread messages, in total and per chat', response: replies(unreadCountsSchema) } }, async (request) =>
    ok(await shopStyle.unreadCounts(authOf(request).userId)),
  );
  app.post(
    '/chats/messages',
    { ...signedIn, schema: { tags, summary: 'Send a message (idempotent per clientKey)', body: sendChatMessageBody, response: createdReplies(sentChatMessageSchema) } },
    async (request, reply) => {
      reply.code(201);
      return ok(await shopStyle.send(authOf(request).userId, { ...request.body, clientKey: clientKeyOf(request.body) }));
    },
  );
  app.get('/chats/:id', { ...signedIn, schema: { tags, summary: 'One chat', params: chatIdParams, response: replies(oneChatSchema) } }, async (request) =>
    ok(await shopStyle.one(authOf(request).userId, request.params.id)),
  );
  app.get(
    '/chats/:id/messages',
    { ...signedIn, schema: { tags, summary: 'A page of messages, oldest first: the newest, `before` a time, or `after` a message id', params: chatIdParams, querystring: messagesQuery, response: replies(chatMessagesPageSchema) } },
    async (request) => ok(await shopStyle.messages(authOf(request).userId, request.params.id, request.query)),
  );
  app.post('/chats/:id/read', { ...signedIn, schema: { tags, summary: 'Mark the other side’s messages read', params: chatIdParams, response: replies(chatReadSchema) } }, async (request) =>
    ok(await shopStyle.read(authOf(request).userId, request.params.id)),
  );
  app.get('/chats/:id/unread-count', { ...signedIn, schema: { tags, summary: 'Unread messages in one chat', params: chatIdParams, response: replies(chatUnreadSchema) } }, async (request) =>
    ok(await shopStyle.unreadOf(authOf(request).userId, request.params.id)),
  );
  app.get('/chats/:id/last-product', { ...signedIn, schema: { tags, summary: 'The product a chat is about now', params: chatIdParams, response: replies(lastProductSchema) } }, async (request) =>
    ok(await shopStyle.lastProduct(authOf(request).userId, request.params.id)),
  );

  // Dealer style
  app.get('/conversations', { ...signedIn, schema: { tags, summary: 'My conversations, one per person', querystring: chatListQuery, response: replies(conversationListSchema) } }, async (request) =>
    ok(await dealerStyle.list(authOf(request).userId, request.query)),
  );
  app.get('/conversations/unread-count', { ...signedIn, schema: { tags, summary: 'Unread messages in all my conversations', response: replies(conversationUnreadSchema) } }, async (request) =>
    ok(await dealerStyle.unreadCount(authOf(request).userId)),
  );
  app.get(
    '/conversations/:participantId/messages',
    { ...signedIn, schema: { tags, summary: 'Messages with a person, oldest first', params: participantParams, querystring: conversationMessagesQuery, response: replies(conversationMessagesSchema) } },
    async (request) => ok(await dealerStyle.messages(authOf(request).userId, request.params.participantId, request.query)),
  );
  app.post(
    '/conversations/messages',
    { ...signedIn, schema: { tags, summary: 'Send a message to a person (idempotent per clientKey)', body: sendConversationMessageBody, response: createdReplies(sentConversationMessageSchema) } },
    async (request, reply) => {
      reply.code(201);
      return ok(await dealerStyle.send(authOf(request).userId, { ...request.body, clientKey: clientKeyOf(request.body) }));
    },
  );
  app.post('/conversations/:participantId/read', { ...signedIn, schema: { tags, summary: 'Mark a conversation read', params: participantParams, response: replies(conversationReadSchema) } }, async (request) =>
    ok(await dealerStyle.read(authOf(request).userId, request.params.participantId)),
  );

  // Blocks
  app.get('/blocks', { ...signedIn, schema: { tags, summary: 'People I blocked', response: replies(blockListSchema) } }, async (request) => ok(await blocks.list(authOf(request).userId)));
  app.post('/blocks', { ...signedIn, schema: { tags, summary: 'Block a person: no more messages either way', body: blockBody, response: replies(blockReplySchema) } }, async (request) =>
    ok(await blocks.block(authOf(request).userId, request.body.userId), 'Blocked. You will no longer get messages from this person.'),
  );
  app.delete('/blocks/:userId', { ...signedIn, schema: { tags, summary: 'Unblock a person', params: blockParams, response: replies(blockReplySchema) } }, async (request) =>
    ok(await blocks.unblock(authOf(request).userId, request.params.userId), 'Unblocked'),
  );
};

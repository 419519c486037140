export { createChatsRepo, type ChatsRepo } from './repo.ts';
export { chatsRoutes } from './routes.ts';
export { createChatsService, type ChatsService } from './service.ts';
export { listenToChatEvents } from './socket-events.ts';
export { messagesByIds, type MessageWithChat } from './face-queries.ts';
export type { OfferMessage } from './offer-steps.ts';

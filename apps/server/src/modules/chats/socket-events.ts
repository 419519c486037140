import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { ChatsService } from './service.ts';

/** The chat's client events: typing goes to the other person's devices; joining a room is for participants. */
export function listenToChatEvents(realtime: Realtime, chats: ChatsService): void {
  realtime.onClientEvent('chat:typing', (context, { chatId, isTyping }) => chats.typing(context.userId, chatId, isTyping));
  realtime.onClientEvent('chat:join', async (context, { chatId }) => {
    await chats.assertParticipant(context.userId, chatId);
    context.joinConversation(chatId);
    return { chatId };
  });
  realtime.onClientEvent('chat:leave', (context, { chatId }) => {
    context.leaveConversation(chatId);
    return { chatId };
  });
}

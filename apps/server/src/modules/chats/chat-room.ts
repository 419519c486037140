import { otherOf, participantChat, type ChatsDeps } from './chat-deps.ts';

/** `chat:typing` from a participant goes to the other person's devices. */
export async function typing(deps: ChatsDeps, userId: string, chatId: string, isTyping: boolean) {
  const chat = await participantChat(deps, chatId, userId);
  deps.realtime.emitToUser(otherOf(chat, userId), 'chat:typing', { chatId, userId, isTyping });
  return { chatId };
}

/** Participants only may join a chat's room. */
export async function assertParticipant(deps: ChatsDeps, userId: string, chatId: string): Promise<void> {
  await participantChat(deps, chatId, userId);
}

import type { ApiBodyOf, SentFields } from '@sokoni/contracts/api-requests';
import { CHAT_LIMITS } from '@sokoni/contracts/chat-rules';
import type { Conversation, ConversationMessage } from '@sokoni/contracts/chats';
import { api } from '@/lib/api/api.ts';

export type ConversationPage = {
  messages: ConversationMessage[];
  hasMore: boolean;
  conversation: Conversation | null;
  suggestedActions: string[];
  blocked: boolean;
  blockedByMe: boolean;
  /** The person, even before the first message. */
  participant: Conversation['participant'] | null;
  /** The car asked about with `carId`. */
  car: Conversation['car'];
};

/** GET /conversations (dealer-style list, doc 2 §2.5). */
export async function getConversations(signal?: AbortSignal): Promise<Conversation[]> {
  const { data } = await api.get('/conversations', { query: { limit: CHAT_LIMITS.listLimit }, signal });
  return data?.conversations ?? [];
}

/** GET /conversations/{participantId}/messages; `carId` asks for that car's summary too. */
export async function getConversationMessages(participantId: string, cursor: { before?: string; after?: string; carId?: string }, signal?: AbortSignal): Promise<ConversationPage> {
  const { data } = await api.get('/conversations/:participantId/messages', { params: { participantId }, query: { limit: CHAT_LIMITS.pageLimit, ...cursor }, signal });
  return {
    messages: data?.messages ?? [],
    hasMore: data?.pagination.hasMore ?? false,
    conversation: data?.conversation ?? null,
    suggestedActions: data?.suggestedActions ?? [],
    blocked: data?.blocked ?? false,
    blockedByMe: data?.blockedByMe ?? false,
    participant: data?.participant ?? null,
    car: data?.car ?? null,
  };
}

type SendBody = ApiBodyOf<'POST /conversations/messages'>;
/** Dealer-style attachments are the uploads' keys. */
export type SendConversationInput = SentFields<SendBody, 'receiverId' | 'content' | 'clientKey'> &
  Pick<SendBody, 'carId'> & { attachments: Extract<NonNullable<SendBody['attachments']>[number], string>[] };

/** POST /conversations/messages: dealer-style sends attachments as keys (doc 2 §7). */
export async function sendConversationMessage(input: SendConversationInput) {
  const { data } = await api.post('/conversations/messages', {
    receiverId: input.receiverId,
    content: input.content || undefined,
    attachments: input.attachments.length ? input.attachments : undefined,
    carId: input.carId ?? undefined,
    clientKey: input.clientKey,
  });
  return data;
}

export async function markConversationRead(participantId: string): Promise<void> {
  await api.post('/conversations/:participantId/read', undefined, { params: { participantId } });
}

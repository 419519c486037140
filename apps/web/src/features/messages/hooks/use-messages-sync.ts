import type { Conversation, ConversationMessage } from '@sokoni/contracts/chats';
import { SOCKET_EVENTS } from '@sokoni/contracts/realtime';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { REALTIME_CONNECTED } from '@/lib/realtime/realtime-connection.ts';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime.ts';
import { chatKeys } from '../api/chat-keys.ts';
import { getChatMessages, type ChatPage } from '../api/chats-api.ts';
import { getConversationMessages, type ConversationPage } from '../api/conversations-api.ts';
import { useUnreadMessages } from '../api/use-unread-messages.ts';
import { chatListRead, chatListWithMessage, conversationsRead, conversationsWithMessage, type ChatList } from '../list-cache.ts';
import { isPushedMessage } from '../message-events.ts';
import { withOfferStatus } from '../offer-cache.ts';
import { isSeen } from '../open-chats.ts';
import { addMessage, addMessages, mapMessages, newestMessageId, type Pages } from '../thread-cache.ts';

/**
 * Keeps one user's chats current, mounted once per signed-in shell: a pushed message lands in
 * its thread (if loaded), moves its chat to the top of both lists and counts as unread unless it
 * is on screen; a read receipt ticks my messages; whenever the socket connects (the first time
 * too) each loaded thread fetches what it missed since its newest message, and the lists and
 * badge are asked again.
 */
export function useMessagesSync(userId: string): void {
  const client = useQueryClient();
  useUnreadMessages(userId, { poll: true });

  useRealtimeEvent(SOCKET_EVENTS.messageNew, ({ chatId, message }) => {
    if (!isPushedMessage(message)) return;
    const fromMe = message.senderUserId === userId;
    const seen = isSeen(chatId);
    client.setQueryData<Pages<ChatPage>>(chatKeys.thread(userId, chatId), (data) => data && addMessage(data, message));
    const dealerView = message.conversation;
    if (dealerView) addToConversationThreads(client, userId, chatId, dealerView);
    let missing = false;
    client.setQueryData<ChatList>(chatKeys.list(userId), (list) => {
      if (!list) return list;
      const next = chatListWithMessage(list, chatId, message, fromMe, seen);
      if (!next) missing = true;
      return next ?? list;
    });
    client.setQueryData<Conversation[]>(chatKeys.conversations(userId), (list) => {
      if (!list || !dealerView) return list;
      const next = conversationsWithMessage(list, chatId, dealerView, fromMe, seen);
      if (!next) missing = true;
      return next ?? list;
    });
    if (missing) void client.invalidateQueries({ queryKey: chatKeys.list(userId) }).then(() => client.invalidateQueries({ queryKey: chatKeys.conversations(userId) }));
    if (!fromMe && !seen) {
      // Counted at once, then asked again: a badge fetch answered after the message was stored but
      // before this event arrived (it travels through Redis) already counts it, and +1 would count it twice.
      client.setQueryData<number>(chatKeys.unread(userId), (n) => (n ?? 0) + 1);
      void client.invalidateQueries({ queryKey: chatKeys.unread(userId) });
    }
  });

  useRealtimeEvent(SOCKET_EVENTS.messageRead, ({ chatId, readerId, readAt }) => {
    if (readerId === userId) {
      // Read here or on another of my devices.
      clearUnread(client, userId, chatId);
      void client.invalidateQueries({ queryKey: chatKeys.unread(userId) });
      return;
    }
    client.setQueryData<Pages<ChatPage>>(chatKeys.thread(userId, chatId), (data) => data && mapMessages(data, (m) => (m.senderUserId === userId && !m.read ? { ...m, read: true, readAt } : m)));
    client.setQueriesData<Pages<ConversationPage>>({ queryKey: chatKeys.conversationThreads(userId) }, (data) =>
      data?.pages[0]?.conversation?.id === chatId ? mapMessages(data, (m) => (m.senderId === userId ? { ...m, isRead: true, status: 'read' as const } : m)) : data,
    );
  });

  // An offer changed without a message of its own (expiry): its card in a loaded thread says so.
  useRealtimeEvent(SOCKET_EVENTS.offerUpdated, ({ offerId, status, chatId }) => {
    if (!chatId) return;
    client.setQueryData<Pages<ChatPage>>(chatKeys.thread(userId, chatId), (data) => data && withOfferStatus(data, offerId, status));
    client.setQueriesData<Pages<ConversationPage>>({ queryKey: chatKeys.conversationThreads(userId) }, (data) =>
      data?.pages[0]?.conversation?.id === chatId ? withOfferStatus(data, offerId, status) : data,
    );
  });

  useRealtimeEvent(REALTIME_CONNECTED, () => void catchUp(client, userId));
}

/**
 * A dealer-style message lands in the open conversation it belongs to. A conversation on screen
 * before its first message (opened from a car) does not know its chat yet: one that began with
 * this message, e.g. an offer made from the car bar, is read again with its header.
 */
function addToConversationThreads(client: QueryClient, userId: string, chatId: string, message: ConversationMessage): void {
  const other = message.senderId === userId ? message.receiverId : message.senderId;
  for (const [key, data] of client.getQueriesData<Pages<ConversationPage>>({ queryKey: chatKeys.conversationThreads(userId) })) {
    const known = data?.pages[0]?.conversation?.id;
    if (data && known === chatId) client.setQueryData<Pages<ConversationPage>>(key, addMessage(data, message));
    else if (data && !known && key.at(-1) === other) void client.invalidateQueries({ queryKey: key, exact: true });
  }
}

/** Opening a chat clears its unread count locally (doc 2 §4), in both lists and the badge. */
export function clearUnread(client: QueryClient, userId: string, chatId: string): void {
  let cleared = 0;
  client.setQueryData<ChatList>(chatKeys.list(userId), (list) => {
    if (!list) return list;
    cleared = list.chats.find((c) => c.id === chatId)?.unreadCount ?? 0;
    return chatListRead(list, chatId);
  });
  client.setQueryData<Conversation[]>(chatKeys.conversations(userId), (list) => {
    if (!list) return list;
    cleared ||= list.find((c) => c.id === chatId)?.unreadCount ?? 0;
    return conversationsRead(list, chatId);
  });
  if (cleared > 0) client.setQueryData<number>(chatKeys.unread(userId), (n) => Math.max(0, (n ?? 0) - cleared));
}

/** Up to this many pages of missed messages per thread; a longer gap reloads the thread. */
const MAX_CATCH_UP_PAGES = 10;

/** Pages forward from `after` until nothing is left (or the cap: the caller then reloads). */
async function missedSince<M extends { id: string }>(fetchPage: (cursor: { after?: string }) => Promise<{ messages: M[]; hasMore: boolean }>, after: string | undefined) {
  const missed: M[] = [];
  let cursor = after;
  for (let i = 0; i < MAX_CATCH_UP_PAGES; i++) {
    const page = await fetchPage(cursor ? { after: cursor } : {});
    missed.push(...page.messages);
    // Without a cursor the first answer is already the newest page.
    if (!cursor || !page.hasMore) return { missed, complete: true };
    cursor = page.messages.at(-1)?.id ?? cursor;
  }
  return { missed, complete: false };
}

/** On connecting: each loaded thread asks only for what came after its newest message (never doubled: merged by id). */
export async function catchUp(client: QueryClient, userId: string): Promise<void> {
  const threads = client.getQueriesData<Pages<ChatPage>>({ queryKey: chatKeys.threads(userId) });
  const conversations = client.getQueriesData<Pages<ConversationPage>>({ queryKey: chatKeys.conversationThreads(userId) });
  await Promise.allSettled([
    ...threads.map(async ([key, data]) => {
      if (!data) return;
      const chatId = key.at(-1) as string;
      const { missed, complete } = await missedSince((cursor) => getChatMessages(chatId, cursor), newestMessageId(data));
      if (!complete) return client.resetQueries({ queryKey: key });
      client.setQueryData<Pages<ChatPage>>(key, (current) => current && addMessages(current, missed));
    }),
    ...conversations.map(async ([key, data]) => {
      if (!data) return;
      const participantId = key.at(-1) as string;
      const { missed, complete } = await missedSince((cursor) => getConversationMessages(participantId, cursor), newestMessageId(data));
      if (!complete) return client.resetQueries({ queryKey: key });
      client.setQueryData<Pages<ConversationPage>>(key, (current) => current && addMessages(current, missed));
    }),
  ]);
  await Promise.all([
    client.invalidateQueries({ queryKey: chatKeys.list(userId) }),
    client.invalidateQueries({ queryKey: chatKeys.conversations(userId) }),
    client.invalidateQueries({ queryKey: chatKeys.unread(userId) }),
  ]);
}

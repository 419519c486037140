/** Keyed by user, so a second account on the phone never sees the first one's chats for a moment. */
export const chatKeys = {
  all: ['chats'] as const,
  user: (userId: string) => [...chatKeys.all, userId] as const,
  /** Shop-style (doc 2 §2.4). */
  list: (userId: string) => [...chatKeys.user(userId), 'list'] as const,
  threads: (userId: string) => [...chatKeys.user(userId), 'thread'] as const,
  thread: (userId: string, chatId: string) => [...chatKeys.threads(userId), chatId] as const,
  unread: (userId: string) => [...chatKeys.user(userId), 'unread'] as const,
  /** My chat with a shop (if any), the block state with its owner and who answers for it. */
  withShop: (userId: string, shopId: string, productId: string | null) => [...chatKeys.user(userId), 'exists', shopId, productId] as const,
  /** Dealer-style (doc 2 §2.5): conversations are found by the other person. */
  conversations: (userId: string) => [...chatKeys.user(userId), 'conversations'] as const,
  conversationThreads: (userId: string) => [...chatKeys.user(userId), 'conversation'] as const,
  conversationThread: (userId: string, participantId: string) => [...chatKeys.conversationThreads(userId), participantId] as const,
};

/** The badge is polled this often as a fallback; the socket pushes changes in between. */
export const UNREAD_POLL_MS = 120_000;

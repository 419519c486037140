/** Chats on screen right now: a message arriving in one is read, not counted as unread. */
const open = new Map<string, number>();

export function markOpen(chatId: string): () => void {
  open.set(chatId, (open.get(chatId) ?? 0) + 1);
  return () => {
    const n = (open.get(chatId) ?? 1) - 1;
    if (n > 0) open.set(chatId, n);
    else open.delete(chatId);
  };
}

/** Open and actually seen: a hidden tab still counts it as unread. */
export const isSeen = (chatId: string) => open.has(chatId) && (typeof document === 'undefined' || document.visibilityState === 'visible');

/** Messaging rules and words (doc 2 §2.4–§2.6, §5, §8, §9), without zod so the web app imports them as they are. */

/** doc 2 §9. */
export const CHAT_LIMITS = {
  listLimit: 50,
  pageLimit: 30,
  /** Characters in one message (no figure in the spec: a long message, not a document). */
  maxContent: 4000,
  unreadCap: 99,
  timeSeparatorMs: 300_000,
  shopAttachments: { maxFiles: 5, maxBytes: 50 * 1024 * 1024 },
  dealerAttachments: { maxFiles: 5, maxBytes: 100 * 1024 * 1024 },
  dealerQuickReplies: 4,
  productQuickReplies: 5,
  chatStartedCloseMs: 1000,
  quickReplyDelayMs: 100,
  /** A typing indicator with no news for this long is dropped. */
  typingTimeoutMs: 5000,
  /** The sender's first messages in a conversation that are checked for the safety caution. */
  cautionEarlyMessages: 5,
} as const;

/** Dealer chat documents (doc 2 §5): what the bytes are, and the names people know them by. */
export const DEALER_DOCUMENT_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
  'application/rtf': 'rtf',
} as const;

export type ChatStyle = 'shop' | 'dealer';
export type ChatAttachmentKind = 'image' | 'video' | 'document';

/** doc 2 §2.4–§2.6 and §8: every word the messaging screens and server say. */
export const CHAT_MESSAGES = {
  signIn: 'Sign in to view messages',
  selectConversation: 'Select a conversation',
  loadFailed: 'Failed to load messages',
  tryAgain: 'Try Again',
  chattingAbout: 'Chatting about product',
  verifiedDealer: 'Verified Dealer',
  chatStarted: 'Chat Started',
  redirecting: 'Redirecting to your conversation',
  startTitle: 'Start Conversation',
  stillAvailable: 'Is this still available?',
  sendFailed: 'Failed to send message',
  getMessagesFailed: 'Failed to get chat messages',
  getChatsFailed: 'Failed to get user chats',
  markReadFailed: 'Failed to mark messages as read',
  attachmentFailed: 'Failed to upload attachment',
  dealerAttachmentsFailed: 'Failed to upload attachments. Please try again.',
  stayingSafe: 'Stay Safe',
  stayingSafeText: 'Meet in a public place, inspect the vehicle and its papers before you pay, and never send a deposit to someone you have not met.',
  notParticipant: 'You are not part of this conversation',
  chatNotFound: 'Conversation not found',
  needsContent: 'Write a message or attach a file',
  tooManyFiles: (max: number) => `You can attach at most ${max} files`,
  shopFileType: 'Only images and videos can be sent here',
  dealerFileType: 'Send images, PDF, Word, text or RTF files only',
  fileTooLarge: (mb: number) => `Each file must be less than ${mb}MB`,
  notYourFile: 'Attach files you uploaded yourself',
  /** A key of an upload that went to a public folder: chat files are uploaded to `chats` or `conversations`, which are private. */
  notChatFile: 'Upload the file as a chat attachment first',
  fileHeld: 'This picture is waiting for review and cannot be sent yet',
  blocked: "You can't message this person",
  /** The blocker's line where the composer was, with Unblock beside it. */
  youBlocked: (name: string) => `You blocked ${name}`,
  /** The blocked person's line: neutral, it does not say who did what. */
  cantReply: "You can't reply to this conversation",
  ownShop: "You can't start a chat with your own shop",
  noSelf: "You can't message yourself",
  shopNotFound: 'Shop not found',
  userNotFound: 'User not found',
  productNotInShop: 'This product is not from that shop',
  notYourShop: 'You can only send as your own shop',
  blockedDone: 'Blocked. You will no longer get messages from this person.',
  unblockedDone: 'Unblocked',
  reported: 'Thanks, our team will look at this report.',
  alreadyReported: 'You have already reported this',
  cautionPayment: 'Be careful: never pay a deposit or send money before you have seen the item.',
  cautionLink: 'Be careful with links from people you have just met: they may lead to fake payment pages.',
  cautionPhone: 'Be careful moving to another app: keep the conversation here until you trust the other person.',
} as const;

/** The opening lines offered in Start Conversation (doc 2 §2.6): the first asks whether it is still available. */
export const START_CHAT_SUGGESTIONS = [
  CHAT_MESSAGES.stillAvailable,
  'What is your best price?',
  'Where can I see it?',
  'Do you deliver?',
] as const;

/** A number for an unread badge: 99+ above 99 (doc 2 §9). */
export function unreadBadge(count: number): string {
  return count > CHAT_LIMITS.unreadCap ? `${CHAT_LIMITS.unreadCap}+` : String(count);
}

/** doc 2 §6: a message is mine if its sender is my user id, or my shop's id with senderType Shop. */
export function isMyMessage(message: { senderId: string; senderType?: string }, me: { userId: string; shopId?: string | null }): boolean {
  return message.senderId === me.userId || (Boolean(me.shopId) && message.senderId === me.shopId && message.senderType === 'Shop');
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** doc 2 §9 shop list: Now, Nm, Nh, Nd under 7 days, then the date. */
export function shopListTime(iso: string, now = Date.now()): string {
  const ms = now - Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  if (ms < MINUTE) return 'Now';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)}m`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)}h`;
  if (ms < 7 * DAY) return `${Math.floor(ms / DAY)}d`;
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** doc 2 §9 dealer list: m, h, d ago. */
export function dealerListTime(iso: string, now = Date.now()): string {
  const ms = Math.max(0, now - Date.parse(iso));
  if (!Number.isFinite(ms)) return '';
  if (ms < HOUR) return `${Math.max(1, Math.floor(ms / MINUTE))}m ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)}h ago`;
  return `${Math.floor(ms / DAY)}d ago`;
}

/** doc 2 §2.5: a message's day group: Today, Yesterday, then the date. */
export function dayLabel(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const startOf = (x: Date) => new Date(x.getFullYear(), x.getMonth(), x.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(d)) / DAY);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return d.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: d.getFullYear() === now.getFullYear() ? undefined : 'numeric' });
}

/** doc 2 §4: a time separator goes above a message sent more than 5 minutes after the one before. */
export function needsTimeSeparator(previousIso: string | undefined, iso: string): boolean {
  return previousIso === undefined || Date.parse(iso) - Date.parse(previousIso) > CHAT_LIMITS.timeSeparatorMs;
}

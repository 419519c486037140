import { dayLabel, isMyMessage, needsTimeSeparator, type ChatAttachmentKind } from '@sokoni/contracts/chat-rules';
import { DEFAULT_LANGUAGE } from '@sokoni/contracts/languages';
import { formatDate } from '@/lib/format/date.ts';
import { language } from '@/lib/i18n/language.ts';
import type { Offer } from '@sokoni/contracts/offers';
import type { Caution, ChatMessage, ConversationMessage } from '@sokoni/contracts/chats';

/** doc 2 §3: dealer-style statuses; shop-style messages are sent or read. */
export type MessageStatus = 'sending' | 'sent' | 'delivered' | 'read' | 'failed';

/** A file on a message: stored (a signed url) or still on its way (a local preview, progress). */
export type ThreadAttachment = {
  key: string;
  type: ChatAttachmentKind;
  mimeType: string;
  name: string | null;
  size: number;
  url: string | null;
  thumbnailUrl: string | null;
  /** 0–100 while uploading. */
  progress?: number;
  failed?: boolean;
};

/** One bubble, whichever style it came from. */
export type ThreadMessage = {
  /** The message id, or the temp id while it is on its way. */
  key: string;
  clientKey: string | null;
  mine: boolean;
  content: string;
  createdAt: string;
  attachments: ThreadAttachment[];
  status: MessageStatus;
  caution: Caution | null;
  /** The offer the message carries (issue 28), as it stood when the message came. */
  offer: Offer | null;
};

export type Me = { userId: string; shopId?: string | null };

/** doc 2 §6: mine when I wrote it, as myself or as my shop. */
export function fromChatMessage(m: ChatMessage, me: Me): ThreadMessage {
  const mine = m.senderUserId === me.userId || isMyMessage(m, me);
  return {
    key: m.id,
    clientKey: m.clientKey,
    mine,
    content: m.content,
    createdAt: m.createdAt,
    attachments: m.attachments.map((a) => ({ ...a })),
    status: m.read ? 'read' : 'sent',
    caution: m.caution,
    offer: m.offer ?? null,
  };
}

export function fromConversationMessage(m: ConversationMessage, userId: string): ThreadMessage {
  return {
    key: m.id,
    clientKey: m.clientKey,
    mine: m.senderId === userId,
    content: m.content,
    createdAt: m.createdAt,
    attachments: m.attachments.map((a) => ({ ...a })),
    status: m.status,
    caution: m.caution,
    offer: m.offer ?? null,
  };
}

/** The stored messages, then the ones still on their way that the server has not echoed back yet. */
export function withPending(stored: ThreadMessage[], pending: readonly ThreadMessage[]): ThreadMessage[] {
  if (pending.length === 0) return stored;
  const echoed = new Set(stored.map((m) => m.clientKey).filter(Boolean));
  return [...stored, ...pending.filter((p) => !p.clientKey || !echoed.has(p.clientKey))];
}

export type ThreadRow = { kind: 'separator'; key: string; label: string } | { kind: 'message'; key: string; message: ThreadMessage };

/** doc 2's day label: Today, Yesterday (words the thread translates), then the date, in another language written in it. */
function chatDayLabel(iso: string, now: Date): string {
  const day = dayLabel(iso, now);
  if (day === 'Today' || day === 'Yesterday' || language.get() === DEFAULT_LANGUAGE) return day;
  const sameYear = new Date(iso).getFullYear() === now.getFullYear();
  return formatDate(iso, { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) });
}

const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** Shop style (doc 2 §4): a time line above a message more than 5 minutes after the one before. */
export function shopRows(messages: readonly ThreadMessage[], now = new Date()): ThreadRow[] {
  const rows: ThreadRow[] = [];
  let previous: string | undefined;
  for (const message of messages) {
    if (needsTimeSeparator(previous, message.createdAt)) {
      rows.push({ kind: 'separator', key: `t-${message.key}`, label: `${chatDayLabel(message.createdAt, now)}, ${clock(message.createdAt)}` });
    }
    rows.push({ kind: 'message', key: message.key, message });
    previous = message.createdAt;
  }
  return rows;
}

/** Dealer style (doc 2 §2.5): messages grouped by day — Today, Yesterday, then the date. */
export function dealerRows(messages: readonly ThreadMessage[], now = new Date()): ThreadRow[] {
  const rows: ThreadRow[] = [];
  let day: string | undefined;
  for (const message of messages) {
    const label = chatDayLabel(message.createdAt, now);
    if (label !== day) rows.push({ kind: 'separator', key: `d-${message.key}`, label });
    rows.push({ kind: 'message', key: message.key, message });
    day = label;
  }
  return rows;
}

export const messageClock = clock;

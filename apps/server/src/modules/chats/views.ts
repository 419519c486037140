import type { Offer } from '@sokoni/contracts/offers';
import type { Chat, ChatAttachment, ChatMessage, ChatProduct, Conversation, ConversationMessage } from '@sokoni/contracts/chats';
import { formatPrice } from '@sokoni/contracts/money';
import type { StoredAttachment } from '../../platform/db/tables/chats.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import type { BlockSets, ChatListRow, MessageRow, PersonRow, ProductRow, ShopRow } from './repo.ts';

/** How the views address files: product media publicly; chat files through short-lived signed addresses. */
export type ChatViewPorts = { mediaUrl: MediaUrl; attachmentUrl: (key: string) => string };

/** Who reads: their user id, and whether they are the chat's shop side. */
export type Reader = { userId: string };

/** Whether messages pass between the reader and one person, and whether the reader is the one who stopped them. */
export type BlockState = { blocked: boolean; blockedByMe: boolean };
export const blockStateOf = (sets: BlockSets, otherId: string): BlockState => {
  const blockedByMe = sets.byMe.has(otherId);
  return { blocked: blockedByMe || sets.byThem.has(otherId), blockedByMe };
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A message carrying an offer (issue 28) shows it as it stands now; other messages have no `offer` at all. */
const offerOf = (m: MessageRow, offer: Offer | undefined) => (m.offerId ? { offer: offer ?? null } : {});

export function toChatProduct(p: ProductRow, ports: ChatViewPorts): ChatProduct {
  const first = p.media[0];
  const image = p.media.find((m) => m.type === 'image');
  const video = p.media.find((m) => m.type === 'video');
  const still = image?.key ?? video?.posterKey ?? null;
  return {
    id: p.id,
    title: p.title,
    price: { amount: p.priceAmount, currency: p.currency },
    formattedPrice: formatPrice(p.priceAmount, p.currency),
    image: still ? ports.mediaUrl(still) : null,
    video: video ? ports.mediaUrl(video.key) : null,
    mediaType: first?.type === 'video' && !image ? 'video' : 'image',
    category: p.category,
    isAvailable: p.isAvailable && p.status === 'active',
  };
}

export function toAttachment(a: StoredAttachment, ports: ChatViewPorts): ChatAttachment {
  return {
    key: a.key,
    type: a.type,
    mimeType: a.mimeType,
    size: a.size,
    url: ports.attachmentUrl(a.key),
    name: a.name,
    thumbnailUrl: a.posterKey ? ports.attachmentUrl(a.posterKey) : null,
  };
}

const displayName = (p: PersonRow) => p.name || p.username;

/** doc 2 §6: participant roles are dealer or customer; anything not dealer is a customer. */
export const roleOf = (p: Pick<PersonRow, 'role'>): 'dealer' | 'customer' => (p.role === 'dealer' ? 'dealer' : 'customer');

/** doc 2 §3 shop-style message, as `reader` sees it (the caution is for the recipient, the client key for the sender). */
export function toChatMessage(m: MessageRow, row: Pick<ChatListRow, 'buyer' | 'peer' | 'shop'>, product: ProductRow | null, reader: Reader, ports: ChatViewPorts, offer?: Offer): ChatMessage {
  const asShop = m.senderType === 'Shop' && row.shop;
  const person = m.senderId === row.buyer.id ? row.buyer : row.peer;
  const senderId = asShop ? row.shop!.id : m.senderId;
  const mine = m.senderId === reader.userId;
  return {
    id: m.id,
    _id: m.id,
    chatId: m.chatId,
    senderId,
    senderType: asShop ? 'Shop' : 'User',
    senderUserId: m.senderId,
    senderInfo: asShop
      ? { _id: row.shop!.id, id: row.shop!.id, name: row.shop!.name, username: null, avatar: null, logo: ports.mediaUrl(row.shop!.logo), type: 'shop' }
      : { _id: person.id, id: person.id, name: displayName(person), username: person.username, avatar: ports.mediaUrl(person.avatar), logo: null, type: 'user' },
    content: m.content,
    attachments: m.attachments.map((a) => toAttachment(a, ports)),
    read: m.readAt !== null,
    readAt: iso(m.readAt),
    createdAt: m.createdIso,
    productContext: product && m.productId === product.id ? toChatProduct(product, ports) : null,
    replyToMessageId: m.replyToId,
    clientKey: mine ? m.clientKey : null,
    caution: mine ? null : m.caution,
    ...offerOf(m, offer),
  };
}

/** doc 2 §3 shop-style chat from the reader's side. */
export function toChat(row: ChatListRow, reader: Reader, block: BlockState, ports: ChatViewPorts): Chat {
  const { chat, shop, last } = row;
  const readerIsBuyer = chat.buyerId === reader.userId;
  const other = readerIsBuyer ? row.peer : row.buyer;
  const role = roleOf(other);
  const recipient: Chat['recipient'] =
    readerIsBuyer && shop
      ? { type: 'shop', id: shop.id, userId: shop.ownerId, name: shop.name, logo: ports.mediaUrl(shop.logo), avatar: null, isVerified: shop.isVerified || other.isIdVerified, role }
      : { type: 'user', id: other.id, userId: other.id, name: displayName(other), logo: null, avatar: ports.mediaUrl(other.avatar), isVerified: other.isIdVerified, role };
  return {
    id: chat.id,
    _id: chat.id,
    shopId: chat.shopId,
    buyerId: chat.buyerId,
    asShop: !readerIsBuyer && Boolean(shop),
    lastMessage: last
      ? {
          content: last.content,
          createdAt: last.createdIso,
          hasAttachments: last.attachments.length > 0,
          senderId: last.senderType === 'Shop' && shop ? shop.id : last.senderId,
          senderType: last.senderType,
          senderUserId: last.senderId,
        }
      : null,
    unreadCount: row.unread,
    createdAt: chat.createdAt.toISOString(),
    updatedAt: (chat.lastMessageAt ?? chat.updatedAt).toISOString(),
    productInfo: row.product ? toChatProduct(row.product, ports) : null,
    recipient,
    ...block,
  };
}

// ── Dealer style ────────────────────────────────────────────────────────────────────────────

const messageType = (m: MessageRow): ConversationMessage['messageType'] => {
  if (m.attachments.length === 0) return 'text';
  const kinds = new Set(m.attachments.map((a) => (a.type === 'document' ? 'document' : 'image')));
  if (m.content.trim() || kinds.size > 1) return 'mixed';
  return kinds.has('document') ? 'document' : 'image';
};

/** doc 2 §3 dealer-style message: sender and receiver are people; status as far as the sender can know. */
export function toConversationMessage(m: MessageRow, row: Pick<ChatListRow, 'buyer' | 'peer'>, reader: Reader, ports: ChatViewPorts, offer?: Offer): ConversationMessage {
  const receiverId = m.senderId === row.buyer.id ? row.peer.id : row.buyer.id;
  const mine = m.senderId === reader.userId;
  return {
    id: m.id,
    _id: m.id,
    conversationId: m.chatId,
    senderId: m.senderId,
    receiverId,
    content: m.content,
    messageType: messageType(m),
    attachments: m.attachments.map((a) => toAttachment(a, ports)),
    isRead: m.readAt !== null,
    status: m.readAt ? 'read' : m.deliveredAt ? 'delivered' : 'sent',
    createdAt: m.createdIso,
    updatedAt: (m.readAt ?? m.deliveredAt ?? m.createdAt).toISOString(),
    clientKey: mine ? m.clientKey : null,
    caution: mine ? null : m.caution,
    ...offerOf(m, offer),
  };
}

const attributeNumber = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
const attributeText = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

export function toCar(p: ProductRow, ports: ChatViewPorts): Conversation['car'] {
  const product = toChatProduct(p, ports);
  const media = p.media;
  return {
    id: p.id,
    make: attributeText(p.attributes.make),
    model: attributeText(p.attributes.model),
    year: attributeNumber(p.attributes.year),
    title: p.title,
    price: p.priceAmount,
    currency: p.currency,
    formattedPrice: product.formattedPrice,
    image: product.image,
    video: product.video,
    images: media.filter((m) => m.type === 'image').map((m) => ports.mediaUrl(m.key) ?? m.key),
    videos: media.filter((m) => m.type === 'video').map((m) => ports.mediaUrl(m.key) ?? m.key),
    isAvailable: product.isAvailable,
  };
}


/**
 * The other person as a dealer conversation shows them: a dealer by their shop's name and logo
 * (when the shop is theirs), with the phone a dealer's conversation reveals; a customer's never.
 */
export function toParticipant(other: PersonRow, shop: ShopRow | null, ports: ChatViewPorts): Conversation['participant'] {
  const role = roleOf(other);
  const own = shop && shop.ownerId === other.id ? shop : null;
  return {
    id: other.id,
    name: own?.name ?? displayName(other),
    avatar: ports.mediaUrl(own ? (own.logo ?? other.avatar) : other.avatar),
    role,
    phone: role === 'dealer' ? other.phoneNumber : null,
    isVerified: other.isIdVerified || Boolean(own?.isVerified),
  };
}

/** doc 2 §3 dealer-style conversation: the chat seen as the other person. */
export function toConversation(row: ChatListRow, reader: Reader, block: BlockState, ports: ChatViewPorts): Conversation {
  const other = row.chat.buyerId === reader.userId ? row.peer : row.buyer;
  const last = row.last
    ? (() => {
        const m = toConversationMessage(row.last, row, reader, ports);
        return { message: m.content, messageType: m.messageType, attachments: m.attachments, isRead: m.isRead, createdAt: m.createdAt, updatedAt: m.updatedAt, sender: m.senderId, receiver: m.receiverId };
      })()
    : null;
  return {
    id: row.chat.id,
    _id: row.chat.id,
    participantId: other.id,
    participant: toParticipant(other, row.shop, ports),
    lastMessage: last,
    latestMessage: last,
    unreadCount: row.unread,
    updatedAt: (row.chat.lastMessageAt ?? row.chat.updatedAt).toISOString(),
    car: row.product ? toCar(row.product, ports) : null,
    ...block,
  };
}

export type { ShopRow };

import type { z } from 'zod';
import { CHAT_LIMITS, CHAT_MESSAGES, DEALER_DOCUMENT_TYPES, type ChatStyle } from '@sokoni/contracts/chat-rules';
import type { chatAttachmentInput } from '@sokoni/contracts/chats';
import { isOwnUploadKey } from '@sokoni/contracts/media-rules';
import type { ChatRow, StoredAttachment } from '../../platform/db/tables/chats.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import type { Notifier } from '../../platform/notifier.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { suggestedActions } from './quick-replies.ts';
import type { ChatListRow, ChatsRepo, MessageRow, ProductRow } from './repo.ts';
import { createInquiryDelivery } from './inquiries.ts';
import { cautionFor } from './safety.ts';
import {
  blockStateOf,
  roleOf,
  toCar,
  toChat,
  toChatMessage,
  toChatProduct,
  toConversation,
  toConversationMessage,
  toParticipant,
  type BlockState,
  type ChatViewPorts,
} from './views.ts';

type AttachmentInput = z.infer<typeof chatAttachmentInput>;
type SendInput = {
  content?: string | null;
  attachments?: AttachmentInput[] | null;
  productId?: string | null;
  replyToMessageId?: string | null;
  clientKey?: string | null;
  /** A product inquiry: the seller is told whether or not a device is open, and the caution reads the buyer's words only (not the contact details the form asked for). */
  inquiry?: { words: string } | null;
};

export type ChatsDeps = {
  repo: ChatsRepo;
  realtime: Realtime;
  notifier: Notifier;
  ports: ChatViewPorts;
  /** Whether a device of the user is connected (any server process). */
  isConnected: (userId: string) => Promise<boolean>;
  log: { warn(obj: object, msg: string): void };
};

const MB = 1024 * 1024;

/** The upload folders of chat files (doc 2 §5): private, so only the two participants ever get their addresses. */
const CHAT_FOLDERS = new Set(['chats', 'conversations']);
/** A bubble's thumbnail: the smallest rendition at least this wide (a 240 px bubble on a 2x screen). */
const THUMBNAIL_WIDTH = 480;

type UploadRow = Awaited<ReturnType<ChatsRepo['uploads']>>[number];

/** What the attachment's address serves: pictures became WebP, videos MP4; documents are as sent. */
const servedType = (u: UploadRow) => (u.kind === 'image' ? 'image/webp' : u.kind === 'video' ? 'video/mp4' : u.mimeType);

/** A picture's or a video poster's rendition that fits a bubble, else the largest one. */
function thumbnailKey(u: UploadRow): string | null {
  if (u.kind === 'document') return null;
  const byWidth = [...u.variants].sort((a, b) => a.width - b.width);
  return (byWidth.find((v) => v.width >= THUMBNAIL_WIDTH) ?? byWidth.at(-1))?.key ?? u.posterKey;
}

/**
 * Shop chats and dealer conversations (doc 2 §2.4–§2.6, §7 Chat): one store of conversations
 * between two people, seen shop-style (a buyer and a shop) or dealer-style (by the other person).
 * Only the two people read or write; messages are stored before they are announced, once per
 * client key.
 */
export function createChatsService(deps: ChatsDeps) {
  const { repo, realtime, ports } = deps;

  /** The chat and its people, for a participant only: 404 unknown, 403 anyone else. */
  async function participantRow(chatId: string, userId: string): Promise<ChatListRow> {
    const [row] = await repo.chatRows([chatId], userId);
    if (!row) throw notFound(CHAT_MESSAGES.chatNotFound);
    if (row.chat.buyerId !== userId && row.chat.peerId !== userId) throw forbidden(CHAT_MESSAGES.notParticipant);
    return row;
  }

  const otherOf = (chat: ChatRow, userId: string) => (chat.buyerId === userId ? chat.peerId : chat.buyerId);
  const readerIsSeller = (row: ChatListRow, userId: string) => Boolean(row.shop) && row.chat.peerId === userId;

  async function resolveAttachments(senderId: string, inputs: AttachmentInput[], style: ChatStyle): Promise<StoredAttachment[]> {
    if (inputs.length === 0) return [];
    const limits = style === 'dealer' ? CHAT_LIMITS.dealerAttachments : CHAT_LIMITS.shopAttachments;
    if (inputs.length > limits.maxFiles) throw invalid('attachments', CHAT_MESSAGES.tooManyFiles(limits.maxFiles));
    const keys = [...new Set(inputs.map((a) => a.key))];
    if (keys.some((k) => !isOwnUploadKey(k, senderId))) throw invalid('attachments', CHAT_MESSAGES.notYourFile);
    const uploads = new Map((await repo.uploads(senderId, keys)).map((u) => [u.key, u]));
    return keys.map((key) => {
      const upload = uploads.get(key);
      if (!upload || upload.status === 'failed') throw invalid('attachments', CHAT_MESSAGES.notYourFile);
      // A public upload (a comment picture) would stay public: chat files go up to a chat folder.
      if (!CHAT_FOLDERS.has(upload.folder.split('/')[0]!)) throw invalid('attachments', CHAT_MESSAGES.notChatFile);
      // Held by the unsafe-image check (modules/moderation): it reaches nobody until an admin releases it.
      if (upload.moderation === 'held' || upload.moderation === 'removed') throw invalid('attachments', CHAT_MESSAGES.fileHeld);
      // doc 2 §5: shop chat takes images and videos; dealer chat images and the document types.
      const isDocument = upload.kind === 'document';
      if (isDocument && !Object.hasOwn(DEALER_DOCUMENT_TYPES, upload.mimeType)) throw invalid('attachments', CHAT_MESSAGES.dealerFileType);
      if (style === 'shop' && isDocument) throw invalid('attachments', CHAT_MESSAGES.shopFileType);
      if (style === 'dealer' && upload.kind === 'video') throw invalid('attachments', CHAT_MESSAGES.dealerFileType);
      if (upload.size >= limits.maxBytes) throw invalid('attachments', CHAT_MESSAGES.fileTooLarge(limits.maxBytes / MB));
      return { key, type: upload.kind, mimeType: servedType(upload), size: upload.size, name: upload.originalName, posterKey: thumbnailKey(upload) };
    });
  }

  /**
   * Stores and announces a message from `senderId` in a chat they take part in. The checks run
   * side by side, and the chat's row after the send is derived rather than read again: a send is
   * the hot path of a busy chat.
   */
  async function post(
    row: ChatListRow,
    senderId: string,
    input: SendInput,
    style: ChatStyle,
  ): Promise<{ message: MessageRow; row: ChatListRow; product: ProductRow | null }> {
    const { chat } = row;
    const other = otherOf(chat, senderId);
    const attachmentsLater = resolveAttachments(senderId, input.attachments ?? [], style);
    attachmentsLater.catch(() => {}); // read below, after the block check, so the answer does not depend on timing
    const [blocked, before, named] = await Promise.all([
      repo.isBlocked(senderId, other),
      repo.sentCount(chat.id, senderId),
      input.productId ? repo.product(input.productId) : null,
    ]);
    if (blocked) throw forbidden(CHAT_MESSAGES.blocked);
    const attachments = await attachmentsLater;
    const content = input.content?.trim() ?? '';
    if (!content && attachments.length === 0) throw invalid('content', CHAT_MESSAGES.needsContent);
    const product = named && (!chat.shopId || named.shopId === chat.shopId) ? named : null;
    const { message, created } = await repo.insertMessage({
      chatId: chat.id,
      senderId,
      senderType: chat.shopId && chat.peerId === senderId ? 'Shop' : 'User',
      content,
      attachments,
      productId: product?.id ?? null,
      replyToId: input.replyToMessageId ?? null,
      clientKey: input.clientKey ?? null,
      caution: cautionFor(input.inquiry?.words ?? content, before, CHAT_LIMITS.cautionEarlyMessages),
    });
    if (!created) return { message, row, product: message.productId === product?.id ? product : null };
    // What insertMessage changed in the chat (its last activity and product); the sender's unread count is unchanged.
    const current: ChatListRow = {
      ...row,
      chat: { ...chat, lastMessageAt: message.createdAt, updatedAt: message.createdAt, productId: product?.id ?? chat.productId },
      product: product ?? row.product,
      last: message,
    };
    announce(current, message, other, Boolean(input.inquiry));
    // A 201 promises the other person hears of it live: not before the event is out of this process.
    await realtime.sent();
    return { message, row: current, product };
  }

  /** `message:new` to every device of both people, each with their own view; a notification when the recipient has none connected (an inquiry always). */
  function announce(row: ChatListRow, message: MessageRow, recipientId: string, inquiry = false) {
    for (const userId of [row.chat.buyerId, row.chat.peerId]) {
      const view = toChatMessage(message, row, row.product, { userId }, ports);
      realtime.emitToUser(userId, 'message:new', {
        chatId: row.chat.id,
        message: { ...view, conversation: toConversationMessage(message, row, { userId }, ports) },
        ...(userId === message.senderId && message.clientKey ? { clientKey: message.clientKey } : {}),
      });
    }
    void deps
      .isConnected(recipientId)
      .then(async (online) => {
        if (online) await repo.markOneDelivered(message.id);
        if (online && !inquiry) return;
        const sender = message.senderId === row.buyer.id ? row.buyer : row.peer;
        const from = message.senderType === 'Shop' && row.shop ? row.shop.name : sender.name || sender.username;
        const text = message.content || (message.attachments.length === 1 ? 'Sent an attachment' : `Sent ${message.attachments.length} attachments`);
        return deps.notifier.notify({
          recipientId,
          actorId: message.senderId,
          type: 'chat',
          setting: 'newMessages',
          title: inquiry ? `New inquiry from ${from}${row.product ? ` about ${row.product.title}` : ''}` : `New message from ${from}`,
          message: text.length > 140 ? `${text.slice(0, 139)}…` : text,
          data: { chatId: row.chat.id, link: `/messages?chat=${row.chat.id}` },
          webPush: true,
        });
      })
      .catch((err: unknown) => deps.log.warn({ err, chatId: row.chat.id }, 'chat: delivery bookkeeping failed'));
  }

  async function blockSets(userId: string, rows: ChatListRow[]) {
    return repo.blocksAmong(
      userId,
      rows.map((r) => otherOf(r.chat, userId)),
    );
  }

  /** The block state between the reader and one person. */
  async function blockWith(userId: string, otherId: string): Promise<BlockState> {
    return blockStateOf(await repo.blocksAmong(userId, [otherId]), otherId);
  }
  const rowBlock = (userId: string, row: ChatListRow) => blockWith(userId, otherOf(row.chat, userId));
  const notBlocked: BlockState = { blocked: false, blockedByMe: false };

  async function markRead(row: ChatListRow, userId: string) {
    const { count, lastId, readAt } = await repo.markRead(row.chat.id, userId);
    const payload = { chatId: row.chat.id, readerId: userId, ...(lastId ? { lastReadMessageId: lastId } : {}), readAt: readAt.toISOString() };
    if (count > 0) {
      realtime.emitToUser(otherOf(row.chat, userId), 'message:read', payload);
      // The reader's other devices clear their badges too.
      realtime.emitToUser(userId, 'message:read', payload);
    }
    return { chatId: row.chat.id, markedCount: count, readAt: payload.readAt, lastReadMessageId: lastId };
  }

  const factsOf = (row: ChatListRow) => (row.product ? { title: row.product.title, category: row.product.category, city: row.shop?.city } : null);

  // ── Shop style ──
  const shopStyle = {
    async start(userId: string, shopId: string, body: { productId?: string | null; message: string; clientKey?: string | null; inquiry?: SendInput['inquiry'] }) {
      const shop = await repo.shop(shopId);
      if (!shop || !shop.isActive) throw notFound(CHAT_MESSAGES.shopNotFound);
      if (shop.ownerId === userId) throw invalid('shopId', CHAT_MESSAGES.ownShop);
      const productId = body.productId ?? null;
      if (productId) {
        const product = await repo.product(productId);
        if (!product) throw notFound('Product not found');
        if (product.shopId !== shop.id) throw invalid('productId', CHAT_MESSAGES.productNotInShop);
      }
      if (await repo.isBlocked(userId, shop.ownerId)) throw forbidden(CHAT_MESSAGES.blocked);
      const chat = await repo.openShopChat(userId, shop, productId);
      const [row] = await repo.chatRows([chat.id], userId);
      const { message, row: current } = await post(row!, userId, { content: body.message, productId, clientKey: body.clientKey, inquiry: body.inquiry }, 'shop');
      return { chatId: chat.id, chat: toChat(current, { userId }, notBlocked, ports), message: toChatMessage(message, current, current.product, { userId }, ports) };
    },

    async exists(userId: string, body: { shopId: string; productId?: string | null }) {
      const shop = await repo.shop(body.shopId);
      if (!shop) return { exists: false, chat: null, ...notBlocked, seller: null };
      const [chats, block, owner] = await Promise.all([repo.betweenPeople(userId, shop.ownerId), blockWith(userId, shop.ownerId), repo.person(shop.ownerId)]);
      const seller = { userId: shop.ownerId, role: roleOf(owner ?? { role: 'user' }) };
      const chat = chats.find((c) => c.shopId === shop.id && c.buyerId === userId);
      const [row] = chat ? await repo.chatRows([chat.id], userId) : [];
      return row ? { exists: true, chat: toChat(row, { userId }, block, ports), ...block, seller } : { exists: false, chat: null, ...block, seller };
    },

    async list(userId: string, query: { limit: number; q?: string }) {
      const rows = await repo.listFor(userId, query.limit, query.q);
      const blocks = await blockSets(userId, rows);
      return { chats: rows.map((r) => toChat(r, { userId }, blockStateOf(blocks, otherOf(r.chat, userId)), ports)) };
    },

    async withUnread(userId: string, query: { limit: number; q?: string }) {
      const { chats } = await shopStyle.list(userId, query);
      const counts = await repo.unreadCounts(userId);
      return { chats, totalUnread: counts.reduce((a, c) => a + c.unreadCount, 0) };
    },

    async one(userId: string, chatId: string) {
      const row = await participantRow(chatId, userId);
      return { chat: toChat(row, { userId }, await rowBlock(userId, row), ports) };
    },

    async messages(userId: string, chatId: string, query: { limit: number; before?: string; after?: string }) {
      const row = await participantRow(chatId, userId);
      const page = await repo.messages(row.chat.id, { limit: query.limit, before: query.before, afterId: query.after });
      void repo.markDelivered(row.chat.id, userId).catch(() => {});
      const productIds = new Set(page.messages.flatMap((m) => (m.productId ? [m.productId] : [])));
      const products = new Map(await Promise.all([...productIds].map(async (id) => [id, await repo.product(id)] as const)));
      return {
        messages: page.messages.map((m) => toChatMessage(m, row, m.productId ? (products.get(m.productId) ?? null) : null, { userId }, ports)),
        pagination: { hasMore: page.hasMore },
        suggestedActions: suggestedActions(factsOf(row), { readerIsSeller: readerIsSeller(row, userId), style: 'shop' }),
      };
    },

    async send(userId: string, body: SendInput & { chatId: string; shopId?: string | null }) {
      const row = await participantRow(body.chatId, userId);
      // doc 2 §5: sending as a shop needs the shop, and only its owner in its own chat may.
      if (body.shopId && (body.shopId !== row.chat.shopId || row.chat.peerId !== userId)) throw forbidden(CHAT_MESSAGES.notYourShop);
      const { message, row: current, product: named } = await post(row, userId, body, 'shop');
      const product = message.productId ? (named ?? (await repo.product(message.productId))) : null;
      return {
        message: toChatMessage(message, current, product, { userId }, ports),
        suggestedActions: suggestedActions(factsOf(current), { readerIsSeller: readerIsSeller(current, userId), style: 'shop' }),
      };
    },

    async read(userId: string, chatId: string) {
      return markRead(await participantRow(chatId, userId), userId);
    },

    async unreadOf(userId: string, chatId: string) {
      const row = await participantRow(chatId, userId);
      return { chatId: row.chat.id, unreadCount: row.unread };
    },

    async unreadCounts(userId: string) {
      const chats = await repo.unreadCounts(userId);
      return { unreadCount: chats.reduce((a, c) => a + c.unreadCount, 0), chats };
    },

    async lastProduct(userId: string, chatId: string) {
      const row = await participantRow(chatId, userId);
      return { product: row.product ? toChatProduct(row.product, ports) : null };
    },
  };

  // ── Dealer style: the same chats, by the other person ──
  async function rowWith(userId: string, participantId: string): Promise<ChatListRow | null> {
    const [chat] = await repo.betweenPeople(userId, participantId);
    if (!chat) return null;
    const [row] = await repo.chatRows([chat.id], userId);
    return row ?? null;
  }

  const dealerStyle = {
    async list(userId: string, query: { limit: number; q?: string }) {
      const rows = await repo.listFor(userId, query.limit, query.q);
      const blocks = await blockSets(userId, rows);
      // One conversation per person: the most recent chat with them.
      const seen = new Set<string>();
      const conversations = rows.flatMap((r) => {
        const other = otherOf(r.chat, userId);
        if (seen.has(other)) return [];
        seen.add(other);
        return [toConversation(r, { userId }, blockStateOf(blocks, other), ports)];
      });
      return { conversations };
    },

    async unreadCount(userId: string) {
      const chats = await repo.unreadCounts(userId);
      return { unreadCount: chats.reduce((a, c) => a + c.unreadCount, 0) };
    },

    async messages(userId: string, participantId: string, query: { limit: number; before?: string; after?: string; carId?: string }) {
      if (participantId === userId) throw invalid('participantId', CHAT_MESSAGES.noSelf);
      const [row, person, theirShop, asked] = await Promise.all([
        rowWith(userId, participantId),
        repo.person(participantId),
        repo.shopOf(participantId),
        query.carId ? repo.product(query.carId) : null,
      ]);
      if (!person) throw notFound(CHAT_MESSAGES.userNotFound);
      // Only one of their own listings that the public may see: a car id never reveals a draft.
      const car = asked && theirShop && asked.shopId === theirShop.id && asked.status === 'active' ? toCar(asked, ports) : null;
      const participant = toParticipant(person, row?.shop ?? theirShop, ports);
      if (!row) {
        const block = await blockWith(userId, participantId);
        const facts = car && asked ? { title: asked.title, category: asked.category, city: theirShop?.city } : null;
        return { messages: [], pagination: { hasMore: false }, conversation: null, suggestedActions: suggestedActions(facts, { readerIsSeller: false, style: 'dealer' }), ...block, participant, car };
      }
      const page = await repo.messages(row.chat.id, { limit: query.limit, before: query.before, afterId: query.after });
      void repo.markDelivered(row.chat.id, userId).catch(() => {});
      const block = await rowBlock(userId, row);
      return {
        messages: page.messages.map((m) => toConversationMessage(m, row, { userId }, ports)),
        pagination: { hasMore: page.hasMore },
        conversation: toConversation(row, { userId }, block, ports),
        suggestedActions: suggestedActions(factsOf(row), { readerIsSeller: readerIsSeller(row, userId), style: 'dealer' }),
        ...block,
        participant,
        car,
      };
    },

    async send(userId: string, body: SendInput & { receiverId: string; carId?: string | null }) {
      if (body.receiverId === userId) throw invalid('receiverId', CHAT_MESSAGES.noSelf);
      const receiver = await repo.person(body.receiverId);
      if (!receiver || receiver.status !== 'active') throw notFound(CHAT_MESSAGES.userNotFound);
      let row = await rowWith(userId, receiver.id);
      const car = body.carId ? await repo.product(body.carId) : null;
      if (body.carId && !car) throw notFound('Product not found');
      if (!row) {
        if (await repo.isBlocked(userId, receiver.id)) throw forbidden(CHAT_MESSAGES.blocked);
        // Someone with a shop is talked to as their shop (a dealer by the dealership's name, one
        // conversation whichever way it began), about the car when it is theirs; else the two people.
        const theirShop = await repo.shopOf(receiver.id);
        const ownCar = car && theirShop && car.shopId === theirShop.id ? car : null;
        const chat = theirShop?.isActive ? await repo.openShopChat(userId, theirShop, ownCar?.id ?? null) : await repo.openDirectChat(userId, receiver.id, car?.id ?? null);
        row = (await repo.chatRows([chat.id], userId))[0] ?? null;
      }
      const { message, row: current } = await post(row!, userId, { ...body, productId: car?.id ?? null }, 'dealer');
      return {
        message: toConversationMessage(message, current, { userId }, ports),
        conversation: toConversation(current, { userId }, notBlocked, ports),
        suggestedActions: suggestedActions(factsOf(current), { readerIsSeller: readerIsSeller(current, userId), style: 'dealer' }),
      };
    },

    async read(userId: string, participantId: string) {
      const row = await rowWith(userId, participantId);
      if (!row) return { conversationId: null, markedCount: 0, readAt: new Date().toISOString() };
      const done = await markRead(row, userId);
      return { conversationId: row.chat.id, markedCount: done.markedCount, readAt: done.readAt };
    },
  };

  /** `chat:typing` from a participant goes to the other person's devices. */
  async function typing(userId: string, chatId: string, isTyping: boolean) {
    const chat = await repo.chat(chatId);
    if (!chat) throw notFound(CHAT_MESSAGES.chatNotFound);
    if (chat.buyerId !== userId && chat.peerId !== userId) throw forbidden(CHAT_MESSAGES.notParticipant);
    realtime.emitToUser(otherOf(chat, userId), 'chat:typing', { chatId, userId, isTyping });
    return { chatId };
  }

  /** Participants only may join a chat's room. */
  async function assertParticipant(userId: string, chatId: string) {
    const chat = await repo.chat(chatId);
    if (!chat) throw notFound(CHAT_MESSAGES.chatNotFound);
    if (chat.buyerId !== userId && chat.peerId !== userId) throw forbidden(CHAT_MESSAGES.notParticipant);
  }

  const blocks = {
    async block(userId: string, otherId: string) {
      if (otherId === userId) throw invalid('userId', CHAT_MESSAGES.noSelf);
      if (!(await repo.person(otherId))) throw notFound(CHAT_MESSAGES.userNotFound);
      await repo.block(userId, otherId);
      return { userId: otherId, blocked: true };
    },
    async unblock(userId: string, otherId: string) {
      await repo.unblock(userId, otherId);
      return { userId: otherId, blocked: false };
    },
    async list(userId: string) {
      const rows = await repo.blocks(userId);
      return { blocked: rows.map((r) => ({ userId: r.userId, name: r.name || r.username, avatar: ports.mediaUrl(r.avatar), blockedAt: r.blockedAt.toISOString() })) };
    },
  };

  return { shopStyle, dealerStyle, typing, assertParticipant, blocks, deliverInquiry: createInquiryDelivery({ repo, shopStyle, dealerStyle }) };
}

export type ChatsService = ReturnType<typeof createChatsService>;

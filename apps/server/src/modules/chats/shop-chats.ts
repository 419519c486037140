import { CHAT_MESSAGES } from '@sokoni/contracts/chat-rules';
import { forbidden } from '../../platform/http/errors.ts';
import { blockSets, factsOf, offersOnPage, otherOf, participantRow, readerIsSeller, rowBlock, totalUnread, type ChatsDeps, type ListQuery, type PageQuery, type SendInput } from './chat-deps.ts';
import { markRead } from './mark-read.ts';
import { postMessage } from './post-message.ts';
import { suggestedActions } from './quick-replies.ts';
import { blockStateOf, toChat, toChatMessage, toChatProduct } from './views.ts';

// Shop style: a buyer and a shop, one chat each (doc 2 §2.4–§2.5).

export async function listShopChats(deps: ChatsDeps, userId: string, query: ListQuery) {
  const rows = await deps.repo.listFor(userId, query.limit, query.q);
  const blocks = await blockSets(deps, userId, rows);
  return { chats: rows.map((r) => toChat(r, { userId }, blockStateOf(blocks, otherOf(r.chat, userId)), deps.ports)) };
}

export async function shopChatsWithUnread(deps: ChatsDeps, userId: string, query: ListQuery) {
  const { chats } = await listShopChats(deps, userId, query);
  return { chats, totalUnread: totalUnread(await deps.repo.unreadCounts(userId)) };
}

export async function oneShopChat(deps: ChatsDeps, userId: string, chatId: string) {
  const row = await participantRow(deps, chatId, userId);
  return { chat: toChat(row, { userId }, await rowBlock(deps, userId, row), deps.ports) };
}

export async function shopChatMessages(deps: ChatsDeps, userId: string, chatId: string, query: PageQuery) {
  const { repo, ports } = deps;
  const row = await participantRow(deps, chatId, userId);
  const page = await repo.messages(row.chat.id, { limit: query.limit, before: query.before, afterId: query.after });
  void repo.markDelivered(row.chat.id, userId).catch(() => {});
  const productIds = new Set(page.messages.flatMap((m) => (m.productId ? [m.productId] : [])));
  const [products, offers] = await Promise.all([
    Promise.all([...productIds].map(async (id) => [id, await repo.product(id)] as const)).then((pairs) => new Map(pairs)),
    offersOnPage(deps, page.messages),
  ]);
  return {
    messages: page.messages.map((m) => toChatMessage(m, row, m.productId ? (products.get(m.productId) ?? null) : null, { userId }, ports, m.offerId ? offers.get(m.offerId) : undefined)),
    pagination: { hasMore: page.hasMore },
    suggestedActions: suggestedActions(factsOf(row), { readerIsSeller: readerIsSeller(row, userId), style: 'shop' }),
  };
}

export async function sendShopMessage(deps: ChatsDeps, userId: string, body: SendInput & { chatId: string; shopId?: string | null }) {
  const row = await participantRow(deps, body.chatId, userId);
  // doc 2 §5: sending as a shop needs the shop, and only its owner in its own chat may.
  if (body.shopId && (body.shopId !== row.chat.shopId || row.chat.peerId !== userId)) throw forbidden(CHAT_MESSAGES.notYourShop);
  const { message, row: current, product: named } = await postMessage(deps, row, userId, body, 'shop');
  const product = message.productId ? (named ?? (await deps.repo.product(message.productId))) : null;
  return {
    message: toChatMessage(message, current, product, { userId }, deps.ports),
    suggestedActions: suggestedActions(factsOf(current), { readerIsSeller: readerIsSeller(current, userId), style: 'shop' }),
  };
}

export async function readShopChat(deps: ChatsDeps, userId: string, chatId: string) {
  return markRead(deps, await participantRow(deps, chatId, userId), userId);
}

export async function shopChatUnread(deps: ChatsDeps, userId: string, chatId: string) {
  const row = await participantRow(deps, chatId, userId);
  return { chatId: row.chat.id, unreadCount: row.unread };
}

export async function unreadCounts(deps: ChatsDeps, userId: string) {
  const chats = await deps.repo.unreadCounts(userId);
  return { unreadCount: totalUnread(chats), chats };
}

export async function shopChatLastProduct(deps: ChatsDeps, userId: string, chatId: string) {
  const row = await participantRow(deps, chatId, userId);
  return { product: row.product ? toChatProduct(row.product, deps.ports) : null };
}

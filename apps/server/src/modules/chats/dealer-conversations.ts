import { CHAT_MESSAGES } from '@sokoni/contracts/chat-rules';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { blockSets, blockWith, factsOf, notBlocked, offersOnPage, openedRow, otherOf, readerIsSeller, rowBlock, totalUnread, type ChatsDeps, type ListQuery, type PageQuery, type SendInput } from './chat-deps.ts';
import { markRead } from './mark-read.ts';
import { postMessage } from './post-message.ts';
import { suggestedActions } from './quick-replies.ts';
import type { ChatListRow } from './repo.ts';
import { blockStateOf, toCar, toConversation, toConversationMessage, toParticipant } from './views.ts';

// Dealer style: the same chats, by the other person (doc 2 §2.6).

/** The reader's most recent chat with a person. */
async function rowWith(deps: ChatsDeps, userId: string, participantId: string): Promise<ChatListRow | null> {
  const [chat] = await deps.repo.betweenPeople(userId, participantId);
  return chat ? openedRow(deps, chat.id, userId) : null;
}

export async function listConversations(deps: ChatsDeps, userId: string, query: ListQuery) {
  const rows = await deps.repo.listFor(userId, query.limit, query.q);
  const blocks = await blockSets(deps, userId, rows);
  // One conversation per person: the most recent chat with them.
  const seen = new Set<string>();
  const conversations = rows.flatMap((r) => {
    const other = otherOf(r.chat, userId);
    if (seen.has(other)) return [];
    seen.add(other);
    return [toConversation(r, { userId }, blockStateOf(blocks, other), deps.ports)];
  });
  return { conversations };
}

export async function conversationsUnread(deps: ChatsDeps, userId: string) {
  return { unreadCount: totalUnread(await deps.repo.unreadCounts(userId)) };
}

export async function conversationMessages(deps: ChatsDeps, userId: string, participantId: string, query: PageQuery & { carId?: string }) {
  const { repo, ports } = deps;
  if (participantId === userId) throw invalid('participantId', CHAT_MESSAGES.noSelf);
  const [row, person, theirShop, asked] = await Promise.all([
    rowWith(deps, userId, participantId),
    repo.person(participantId),
    repo.shopOf(participantId),
    query.carId ? repo.product(query.carId) : null,
  ]);
  if (!person) throw notFound(CHAT_MESSAGES.userNotFound);
  // Only one of their own listings that the public may see: a car id never reveals a draft.
  const car = asked && theirShop && asked.shopId === theirShop.id && asked.status === 'active' ? toCar(asked, ports) : null;
  const participant = toParticipant(person, row?.shop ?? theirShop, ports);
  if (!row) {
    const block = await blockWith(deps, userId, participantId);
    const facts = car && asked ? { title: asked.title, category: asked.category, city: theirShop?.city } : null;
    return { messages: [], pagination: { hasMore: false }, conversation: null, suggestedActions: suggestedActions(facts, { readerIsSeller: false, style: 'dealer' }), ...block, participant, car };
  }
  const page = await repo.messages(row.chat.id, { limit: query.limit, before: query.before, afterId: query.after });
  void repo.markDelivered(row.chat.id, userId).catch(() => {});
  const [block, offers] = await Promise.all([rowBlock(deps, userId, row), offersOnPage(deps, page.messages)]);
  return {
    messages: page.messages.map((m) => toConversationMessage(m, row, { userId }, ports, m.offerId ? offers.get(m.offerId) : undefined)),
    pagination: { hasMore: page.hasMore },
    conversation: toConversation(row, { userId }, block, ports),
    suggestedActions: suggestedActions(factsOf(row), { readerIsSeller: readerIsSeller(row, userId), style: 'dealer' }),
    ...block,
    participant,
    car,
  };
}

export async function sendConversationMessage(deps: ChatsDeps, userId: string, body: SendInput & { receiverId: string; carId?: string | null }) {
  const { repo, ports } = deps;
  if (body.receiverId === userId) throw invalid('receiverId', CHAT_MESSAGES.noSelf);
  const receiver = await repo.person(body.receiverId);
  if (!receiver || receiver.status !== 'active') throw notFound(CHAT_MESSAGES.userNotFound);
  let row = await rowWith(deps, userId, receiver.id);
  const car = body.carId ? await repo.product(body.carId) : null;
  if (body.carId && !car) throw notFound('Product not found');
  if (!row) {
    if (await repo.isBlocked(userId, receiver.id)) throw forbidden(CHAT_MESSAGES.blocked);
    // Someone with a shop is talked to as their shop (a dealer by the dealership's name, one
    // conversation whichever way it began), about the car when it is theirs; else the two people.
    const theirShop = await repo.shopOf(receiver.id);
    const ownCar = car && theirShop && car.shopId === theirShop.id ? car : null;
    const chat = theirShop?.isActive ? await repo.openShopChat(userId, theirShop, ownCar?.id ?? null) : await repo.openDirectChat(userId, receiver.id, car?.id ?? null);
    row = await openedRow(deps, chat.id, userId);
  }
  const { message, row: current } = await postMessage(deps, row!, userId, { ...body, productId: car?.id ?? null }, 'dealer');
  return {
    message: toConversationMessage(message, current, { userId }, ports),
    conversation: toConversation(current, { userId }, notBlocked, ports),
    suggestedActions: suggestedActions(factsOf(current), { readerIsSeller: readerIsSeller(current, userId), style: 'dealer' }),
  };
}

export async function readConversation(deps: ChatsDeps, userId: string, participantId: string) {
  const row = await rowWith(deps, userId, participantId);
  if (!row) return { conversationId: null, markedCount: 0, readAt: new Date().toISOString() };
  const done = await markRead(deps, row, userId);
  return { conversationId: row.chat.id, markedCount: done.markedCount, readAt: done.readAt };
}

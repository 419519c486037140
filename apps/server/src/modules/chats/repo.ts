import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { chatMessages, chats, userBlocks, type ChatMessageRow, type ChatRow, type StoredAttachment } from '../../platform/db/tables/chats.ts';
import { countRow, idRow, parseRows, rawDate, rawJson, rawNumber } from '../../platform/db/raw-rows.ts';
import { uploadsByKeys } from '../media/index.ts';
import { isProductTitled, productViewRowsByIds, type ProductRow as StoredProduct } from '../products/index.ts';
import { isShopNamed, shopsByIds, shopsByOwners, type ShopRow as StoredShop } from '../shops/index.ts';
import { isPersonNamed, usersByIds, type UserRow } from '../users/index.ts';

/** A message with its time to the microsecond (the `before` cursor must not lose ties inside a millisecond). */
export type MessageRow = ChatMessageRow & { createdIso: string };

/** What chats read of people, shops and products (their owners' rows, through their faces). */
export type PersonRow = Pick<UserRow, 'id' | 'name' | 'username' | 'avatar' | 'role' | 'phoneNumber' | 'isIdVerified' | 'status'>;
export type ShopRow = Pick<StoredShop, 'id' | 'ownerId' | 'name' | 'logo' | 'isVerified' | 'city' | 'isActive'>;
export type ProductRow = Pick<StoredProduct, 'id' | 'shopId' | 'title' | 'priceAmount' | 'currency' | 'media' | 'category' | 'attributes' | 'isAvailable' | 'status'>;

/** Blocks between a reader and others, by direction. */
export type BlockSets = { byMe: Set<string>; byThem: Set<string> };

/** One chat with everything its list item shows. */
export type ChatListRow = {
  chat: ChatRow;
  buyer: PersonRow;
  peer: PersonRow;
  shop: ShopRow | null;
  product: ProductRow | null;
  last: MessageRow | null;
  unread: number;
};

/** The chat's own columns and its last message, unread count and people, for one reader. */
async function listRows(db: Db, where: ReturnType<typeof sql>, readerId: string, limit: number): Promise<ChatListRow[]> {
  const result = await db.execute(sql`
    select c.id
    from chats c
    where ${where}
    order by coalesce(c.last_message_at, c.created_at) desc, c.id desc
    limit ${limit}`);
  const ids = parseRows(idRow, result).map((r) => r.id);
  return hydrate(db, ids, readerId);
}

async function hydrate(db: Db, ids: string[], readerId: string): Promise<ChatListRow[]> {
  if (ids.length === 0) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const chatRows = await db.select().from(chats).where(sql`${chats.id} in (${idList})`);
  if (chatRows.length === 0) return [];
  const peopleIds = [...new Set(chatRows.flatMap((c) => [c.buyerId, c.peerId]))];
  const shopIds = [...new Set(chatRows.flatMap((c) => (c.shopId ? [c.shopId] : [])))];
  const productIds = [...new Set(chatRows.flatMap((c) => (c.productId ? [c.productId] : [])))];
  // People, shops and products from their owners' faces: one lookup each for the whole list.
  const [people, shopRows, productRows, lastRows, unreadRows] = await Promise.all([
    usersByIds(db, peopleIds),
    shopsByIds(db, shopIds),
    productViewRowsByIds(db, productIds),
    db.execute(sql`
      select distinct on (m.chat_id) m.*, to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_iso
      from chat_messages m where m.chat_id in (${idList})
      order by m.chat_id, m.created_at desc, m.id desc`),
    db.execute(sql`
      select m.chat_id, count(*)::int as n from chat_messages m
      where m.chat_id in (${idList}) and m.read_at is null and m.sender_id <> ${readerId}::uuid
      group by m.chat_id`),
  ]);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const peopleById = byId(people);
  const shopsById = byId(shopRows);
  const productsById = byId(productRows);
  const lastByChat = new Map(parseRows(rawMessage, lastRows).map((m) => [m.chatId, m]));
  const unreadByChat = new Map(parseRows(chatCount, unreadRows).map((r) => [r.chat_id, r.n]));
  const chatsById = byId(chatRows);
  return ids.flatMap((id) => {
    const chat = chatsById.get(id);
    const buyer = chat && peopleById.get(chat.buyerId);
    const peer = chat && peopleById.get(chat.peerId);
    if (!chat || !buyer || !peer) return [];
    return [
      {
        chat,
        buyer,
        peer,
        shop: chat.shopId ? (shopsById.get(chat.shopId) ?? null) : null,
        product: chat.productId ? (productsById.get(chat.productId) ?? null) : null,
        last: lastByChat.get(id) ?? null,
        unread: unreadByChat.get(id) ?? 0,
      },
    ];
  });
}

/** Messages counted per chat. */
const chatCount = z.object({ chat_id: z.string(), n: rawNumber });

const storedAttachment = z.object({
  key: z.string(),
  type: z.enum(['image', 'video', 'document']),
  mimeType: z.string().default(''),
  size: rawNumber.default(0),
  name: z.string().nullish().transform((v) => v ?? null),
  posterKey: z.string().nullish().transform((v) => v ?? null),
}) satisfies z.ZodType<StoredAttachment, unknown>;

/** A raw `chat_messages` row (snake case, from `execute`), parsed into what drizzle would give. */
const rawMessage = z
  .object({
    id: z.string(),
    chat_id: z.string(),
    sender_id: z.string(),
    sender_type: z.enum(['User', 'Shop']),
    content: z.string().nullable(),
    attachments: rawJson(z.array(storedAttachment).nullable()),
    product_id: z.string().nullable(),
    reply_to_id: z.string().nullable(),
    client_key: z.string().nullable(),
    caution: z.enum(['payment', 'link', 'phone']).nullable(),
    offer_id: z.string().nullish(),
    delivered_at: rawDate.nullable(),
    read_at: rawDate.nullable(),
    created_at: rawDate,
    created_iso: z.string(),
  })
  .transform(
    (r): MessageRow => ({
      id: r.id,
      chatId: r.chat_id,
      senderId: r.sender_id,
      senderType: r.sender_type,
      content: r.content ?? '',
      attachments: r.attachments ?? [],
      productId: r.product_id,
      replyToId: r.reply_to_id,
      offerId: r.offer_id ?? null,
      clientKey: r.client_key,
      caution: r.caution,
      deliveredAt: r.delivered_at,
      readAt: r.read_at,
      createdAt: r.created_at,
      createdIso: r.created_iso,
    }),
  );

const selectMessages = sql`select m.*, to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_iso from chat_messages m`;

export function createChatsRepo(db: Db) {
  return { ...chatQueries(db), ...messageQueries(db), ...receiptQueries(db), ...blockQueries(db) };
}

/** Chats, the people, shops and products they are about, and opening one. */
function chatQueries(db: Db) {
  return {
    chat: async (id: string) => (await db.select().from(chats).where(eq(chats.id, id)).limit(1))[0] ?? null,
    chatRows: (ids: string[], readerId: string) => hydrate(db, ids, readerId),

    /** The reader's chats, most recent first; `q` matches the other side's name or the product. */
    listFor(userId: string, limit: number, q?: string): Promise<ChatListRow[]> {
      const mine = sql`(c.buyer_id = ${userId}::uuid or c.peer_id = ${userId}::uuid) and exists (select 1 from chat_messages m where m.chat_id = c.id)`;
      if (!q) return listRows(db, mine, userId, limit);
      // Who or what matches is each owner's condition (a subquery from its face), so the list keeps its order and limit in one statement.
      const other = (side: SQL) => sql`(${side} <> ${userId}::uuid and ${isPersonNamed(side, q)})`;
      const match = sql`(${isShopNamed(sql`c.shop_id`, q)} or ${other(sql`c.buyer_id`)} or ${other(sql`c.peer_id`)} or ${isProductTitled(sql`c.product_id`, q)})`;
      return listRows(db, sql`${mine} and ${match}`, userId, limit);
    },

    /** The chats between two people, most recent first (a shop chat either way, or their direct chat). */
    async betweenPeople(a: string, b: string): Promise<ChatRow[]> {
      return db
        .select()
        .from(chats)
        .where(or(and(eq(chats.buyerId, a), eq(chats.peerId, b)), and(eq(chats.buyerId, b), eq(chats.peerId, a))))
        .orderBy(sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt}) desc`);
    },

    shop: async (id: string): Promise<ShopRow | null> => (await shopsByIds(db, [id]))[0] ?? null,
    shopOf: async (ownerId: string): Promise<ShopRow | null> => (await shopsByOwners(db, [ownerId]))[0] ?? null,
    person: async (id: string): Promise<PersonRow | null> => (await usersByIds(db, [id]))[0] ?? null,
    product: async (id: string): Promise<ProductRow | null> => (await productViewRowsByIds(db, [id]))[0] ?? null,

    /** The buyer↔shop chat, made on first contact; a later product becomes the chat's product. */
    async openShopChat(buyerId: string, shop: ShopRow, productId: string | null): Promise<ChatRow> {
      const result = await db.execute(sql`
        insert into chats (buyer_id, peer_id, shop_id, product_id) values (${buyerId}::uuid, ${shop.ownerId}::uuid, ${shop.id}::uuid, ${productId}::uuid)
        on conflict (buyer_id, shop_id) where shop_id is not null
        do update set product_id = coalesce(excluded.product_id, chats.product_id), updated_at = now()
        returning id`);
      const id = parseRows(idRow, result)[0]!.id;
      return (await db.select().from(chats).where(eq(chats.id, id)))[0]!;
    },

    /** The direct chat of two people, made on first contact. */
    async openDirectChat(from: string, to: string, productId: string | null): Promise<ChatRow> {
      const result = await db.execute(sql`
        insert into chats (buyer_id, peer_id, product_id) values (${from}::uuid, ${to}::uuid, ${productId}::uuid)
        on conflict (least(buyer_id, peer_id), greatest(buyer_id, peer_id)) where shop_id is null
        do update set product_id = coalesce(excluded.product_id, chats.product_id), updated_at = now()
        returning id`);
      const id = parseRows(idRow, result)[0]!.id;
      return (await db.select().from(chats).where(eq(chats.id, id)))[0]!;
    },
  };
}

/** Messages: stored once per client key, paged. */
function messageQueries(db: Db) {
  return {
    /**
     * Stores a message once per client key: a retry with the same key returns the first one
     * (`created` false). The chat's last activity and product move with it.
     */
    async insertMessage(row: {
      chatId: string;
      senderId: string;
      senderType: 'User' | 'Shop';
      content: string;
      attachments: StoredAttachment[];
      productId: string | null;
      replyToId: string | null;
      clientKey: string | null;
      caution: MessageRow['caution'];
      offerId?: string | null;
    }): Promise<{ message: MessageRow; created: boolean }> {
      const inserted = await db.execute(sql`
        with m as (
          insert into chat_messages (chat_id, sender_id, sender_type, content, attachments, product_id, reply_to_id, client_key, caution, offer_id)
          values (${row.chatId}::uuid, ${row.senderId}::uuid, ${row.senderType}, ${row.content}, ${JSON.stringify(row.attachments)}::jsonb,
                  ${row.productId}::uuid, ${row.replyToId}::uuid, ${row.clientKey}, ${row.caution}, ${row.offerId ?? null}::uuid)
          on conflict (chat_id, sender_id, client_key) where client_key is not null do nothing
          returning *
        ), touched as (
          update chats set last_message_at = (select created_at from m), updated_at = now(),
                 product_id = coalesce(${row.productId}::uuid, chats.product_id)
          where id = ${row.chatId}::uuid and exists (select 1 from m)
        )
        select m.*, to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_iso from m`);
      const created = parseRows(rawMessage, inserted)[0];
      if (created) return { message: created, created: true };
      const existing = await db.execute(sql`${selectMessages} where m.chat_id = ${row.chatId}::uuid and m.sender_id = ${row.senderId}::uuid and m.client_key = ${row.clientKey}`);
      return { message: parseRows(rawMessage, existing)[0]!, created: false };
    },

    /** How many messages this sender has sent in the chat (the safety caution looks at the first few). */
    async sentCount(chatId: string, senderId: string): Promise<number> {
      const result = await db.execute(sql`select count(*)::int as n from (select 1 from chat_messages where chat_id = ${chatId}::uuid and sender_id = ${senderId}::uuid limit 10) t`);
      return parseRows(countRow, result)[0]?.n ?? 0;
    },

    /**
     * A page of a chat, returned oldest first: the newest `limit`, or those before `before`
     * (microsecond time), or those after the message `afterId` (a reconnecting device's catch-up).
     */
    async messages(chatId: string, opts: { limit: number; before?: string; afterId?: string }): Promise<{ messages: MessageRow[]; hasMore: boolean }> {
      const take = opts.limit + 1;
      if (opts.afterId) {
        const result = await db.execute(sql`${selectMessages}
          where m.chat_id = ${chatId}::uuid and (m.created_at, m.id) > (select created_at, id from chat_messages where id = ${opts.afterId}::uuid and chat_id = ${chatId}::uuid)
          order by m.created_at asc, m.id asc limit ${take}`);
        const rows = parseRows(rawMessage, result);
        return { messages: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit };
      }
      const before = opts.before ? sql`and m.created_at < ${opts.before}::timestamptz` : sql``;
      const result = await db.execute(sql`${selectMessages}
        where m.chat_id = ${chatId}::uuid ${before}
        order by m.created_at desc, m.id desc limit ${take}`);
      const rows = parseRows(rawMessage, result);
      return { messages: rows.slice(0, opts.limit).reverse(), hasMore: rows.length > opts.limit };
    },
  };
}

/** Read and delivery receipts, unread counts, and the uploads a message may attach. */
function receiptQueries(db: Db) {
  return {
    /** Marks what the other side sent as read; returns how many and the newest. */
    async markRead(chatId: string, readerId: string): Promise<{ count: number; lastId: string | null; readAt: Date }> {
      const result = await db.execute(sql`
        update chat_messages set read_at = now(), delivered_at = coalesce(delivered_at, now())
        where chat_id = ${chatId}::uuid and sender_id <> ${readerId}::uuid and read_at is null
        returning id, created_at`);
      const rows = parseRows(z.object({ id: z.string(), created_at: rawDate }), result).sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
      return { count: rows.length, lastId: rows[0]?.id ?? null, readAt: new Date() };
    },

    /** Marks the other side's messages as having reached a device of the reader. */
    async markDelivered(chatId: string, readerId: string): Promise<void> {
      await db.execute(sql`update chat_messages set delivered_at = now() where chat_id = ${chatId}::uuid and sender_id <> ${readerId}::uuid and delivered_at is null`);
    },
    async markOneDelivered(messageId: string): Promise<void> {
      await db.update(chatMessages).set({ deliveredAt: sql`now()` }).where(and(eq(chatMessages.id, messageId), sql`${chatMessages.deliveredAt} is null`));
    },

    /** Unread messages per chat for a reader (only chats with any). */
    async unreadCounts(userId: string): Promise<{ chatId: string; unreadCount: number }[]> {
      const result = await db.execute(sql`
        select m.chat_id, count(*)::int as n
        from chats c join chat_messages m on m.chat_id = c.id
        where (c.buyer_id = ${userId}::uuid or c.peer_id = ${userId}::uuid) and m.read_at is null and m.sender_id <> ${userId}::uuid
        group by m.chat_id`);
      return parseRows(chatCount, result).map((r) => ({ chatId: r.chat_id, unreadCount: r.n }));
    },

    /** The uploads behind attachment keys, the sender's own only. */
    uploads: (ownerId: string, keys: string[]) => uploadsByKeys(db, keys, ownerId),
  };
}

/** Blocks between two people. */
function blockQueries(db: Db) {
  return {
    async isBlocked(a: string, b: string): Promise<boolean> {
      const rows = await db
        .select({ x: userBlocks.blockerId })
        .from(userBlocks)
        .where(or(and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)), and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a))))
        .limit(1);
      return rows.length > 0;
    },
    /** Of these people, who `userId` blocked (`byMe`) and who blocked `userId` (`byThem`). */
    async blocksAmong(userId: string, others: string[]): Promise<BlockSets> {
      const sets: BlockSets = { byMe: new Set(), byThem: new Set() };
      if (others.length === 0) return sets;
      const list = sql.join(others.map((id) => sql`${id}::uuid`), sql`, `);
      const result = await db.execute(sql`
        select blocked_id as other, true as by_me from user_blocks where blocker_id = ${userId}::uuid and blocked_id in (${list})
        union all select blocker_id, false from user_blocks where blocked_id = ${userId}::uuid and blocker_id in (${list})`);
      for (const r of parseRows(z.object({ other: z.string(), by_me: z.boolean() }), result)) (r.by_me ? sets.byMe : sets.byThem).add(r.other);
      return sets;
    },
    async block(blockerId: string, blockedId: string) {
      await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },
    async unblock(blockerId: string, blockedId: string) {
      await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
    },
    /** Who `blockerId` blocked, newest first, with their names (one lookup in the users' face). */
    async blocks(blockerId: string) {
      const blocked = await db
        .select({ userId: userBlocks.blockedId, blockedAt: userBlocks.createdAt })
        .from(userBlocks)
        .where(eq(userBlocks.blockerId, blockerId))
        .orderBy(sql`${userBlocks.createdAt} desc`);
      const people = new Map((await usersByIds(db, blocked.map((b) => b.userId))).map((u) => [u.id, u]));
      return blocked.flatMap(({ userId, blockedAt }) => {
        const person = people.get(userId);
        return person ? [{ userId, name: person.name, username: person.username, avatar: person.avatar, blockedAt }] : [];
      });
    },
  };
}

export type ChatsRepo = ReturnType<typeof createChatsRepo>;

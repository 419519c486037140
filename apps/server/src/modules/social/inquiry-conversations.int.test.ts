import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type Chat, type Conversation } from '@sokoni/contracts/chats';
import { bearer, expectError, newIp } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { notifications } from '../../platform/db/tables/notifications.ts';
import { makeProducts, makeShop, makeUser, productCounters } from './test-data.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, remoteAddress: newIp(), ...(payload === undefined ? {} : { payload: payload as object }), headers: token ? bearer(token) : {} });
const data = async (method: Method, url: string, token?: string, payload?: unknown) => {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
};

/** The seller's notifications, once the (asynchronous) delivery has stored one. */
async function notificationsOf(userId: string) {
  let rows: (typeof notifications.$inferSelect)[] = [];
  await expect.poll(async () => (rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).length).toBeGreaterThan(0);
  return rows;
}

const contactInfo = { name: 'Thandi Dlamini', email: 'thandi@example.com', phone: '7612 3456' };
const firstMessage = 'Is the Hilux still available?\n\nName: Thandi Dlamini\nPhone: +26876123456\nEmail: thandi@example.com';

describe('an inquiry reaches the seller as a conversation', () => {
  it("a dealer's vehicle: the dealer conversation about the car, its first message the words and contact details; the buyer has it too; the dealer is notified", async () => {
    const dealer = await makeUser(t, { name: 'Musa Motsa', role: 'dealer' });
    const { shop } = await makeShop(t, dealer, { name: 'Mbabane Motors' });
    const [car] = await makeProducts(t, shop, 1, { title: 'Toyota Hilux 2019', category: 'vehicles' });
    const buyer = await makeUser(t, { name: 'Thandi Dlamini' });

    const reply = await data('POST', `/products/${car!.id}/inquiry`, buyer.token, { message: 'Is the Hilux still available?', contactInfo });
    expect(reply.chatId).toEqual(expect.any(String));

    const [conversation] = (await data('GET', '/conversations', dealer.token)).conversations as Conversation[];
    expect(conversation).toMatchObject({ id: reply.chatId, participantId: buyer.id, car: { id: car!.id }, unreadCount: 1, lastMessage: { message: firstMessage, sender: buyer.id } });
    const thread = await data('GET', `/conversations/${buyer.id}/messages`, dealer.token);
    expect(thread.messages).toHaveLength(1);
    expect(thread.messages[0]).toMatchObject({ senderId: buyer.id, content: firstMessage, caution: null });
    // The dealer answers in it.
    await data('POST', '/conversations/messages', dealer.token, { receiverId: buyer.id, content: 'Yes, come see it' });

    const [buyerChat] = (await data('GET', '/chats', buyer.token)).chats as Chat[];
    expect(buyerChat).toMatchObject({ id: reply.chatId, recipient: { role: 'dealer', name: 'Mbabane Motors' }, productInfo: { id: car!.id }, lastMessage: { content: 'Yes, come see it' } });

    const [note] = await notificationsOf(dealer.id);
    expect(note).toMatchObject({ type: 'chat', title: 'New inquiry from Thandi Dlamini about Toyota Hilux 2019', message: expect.stringContaining('Phone: +26876123456') });
    expect(note!.data).toMatchObject({ chatId: reply.chatId });
    expect((await productCounters(t, car!.id)).inquiriesCount).toBe(1);
  });

  it("a shop's product: the buyer↔shop chat with the product; the seller is notified", async () => {
    const { shop, owner } = await makeShop(t, undefined, { name: 'Ezulwini Crafts' });
    const [bowl] = await makeProducts(t, shop, 1, { title: 'Carved bowl' });
    const buyer = await makeUser(t);
    const reply = await data('POST', `/products/${bowl!.id}/inquiry`, buyer.token, { message: 'Do you ship to Manzini?' });
    const [sellerChat] = (await data('GET', '/chats', owner.token)).chats as Chat[];
    expect(sellerChat).toMatchObject({ id: reply.chatId, shopId: shop.id, asShop: true, productInfo: { id: bowl!.id }, lastMessage: { content: 'Do you ship to Manzini?', senderUserId: buyer.id } });
    const messages = (await data('GET', `/chats/${reply.chatId}/messages`, owner.token)).messages;
    expect(messages[0]).toMatchObject({ content: 'Do you ship to Manzini?', productContext: { id: bowl!.id } });
    expect(((await data('GET', '/chats', buyer.token)).chats as Chat[])[0]).toMatchObject({ id: reply.chatId, recipient: { type: 'shop', name: 'Ezulwini Crafts' } });
    expect((await notificationsOf(owner.id))[0]).toMatchObject({ type: 'chat', data: expect.objectContaining({ chatId: reply.chatId }) });
  });

  it("a guest's inquiry is a notification with the contact details (no account, no conversation); a blocked buyer's is refused and not stored; one's own product is stored only", async () => {
    const { shop, owner } = await makeShop(t);
    const [item] = await makeProducts(t, shop, 1, { title: 'Radio' });
    const guest = await data('POST', `/products/${item!.id}/inquiry`, undefined, { message: 'Still for sale?', contactInfo: { phone: '76123456' } });
    expect(guest.chatId).toBeNull();
    const [note] = await notificationsOf(owner.id);
    expect(note).toMatchObject({ type: 'other', title: 'New inquiry about Radio', message: 'Still for sale?\n\nPhone: +26876123456' });
    expect(note!.data).toMatchObject({ productId: item!.id, link: `/products/${item!.id}` });
    expect((await data('GET', '/chats', owner.token)).chats).toHaveLength(0);

    const blocked = await makeUser(t);
    await data('POST', '/blocks', owner.token, { userId: blocked.id });
    expectError(await call('POST', `/products/${item!.id}/inquiry`, blocked.token, { message: 'Hello?' }), 403, CHAT_MESSAGES.blocked);
    expect((await productCounters(t, item!.id)).inquiriesCount).toBe(1);

    const own = await data('POST', `/products/${item!.id}/inquiry`, owner.token, { message: 'Testing my listing' });
    expect(own.chatId).toBeNull();
    const chats = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'chat')));
    expect(chats).toHaveLength(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type ChatAttachment, type ChatMessage, type ConversationMessage } from '@sokoni/contracts/chats';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, expectError, expectFieldError } from '../../../test/factories.ts';
import { mediaUploads } from '../../platform/db/tables/media.ts';
import { tinyPdf } from '../media/test-documents.ts';
import { file, png, upload } from '../media/test-upload.ts';
import { makeProducts, makeShop, makeUser, type TestUser } from '../social/test-data.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }), headers: token ? bearer(token) : {} });
const uploadTo = async (user: TestUser, folder: string, data: Buffer, name: string) => {
  const res = await upload(t.app, user.token, [{ name: 'folder', value: folder }, file(data, name)]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { key: string; url: string };
};
const SIGNED = /^\/api\/media\/private\/u\/[^?]+\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/;

/** A buyer's chat with a shop, and a person who is not part of it. */
async function chatWithShop() {
  const { shop, owner } = await makeShop(t, undefined, { name: 'Manzini Motors' });
  const [product] = await makeProducts(t, shop, 1, { title: 'Toyota Corolla', category: 'vehicles' });
  const buyer = await makeUser(t, { name: 'Lindiwe' });
  const started = await call('POST', `/chats/shop/${shop.id}`, buyer.token, { productId: product!.id, message: 'Hello' });
  expect(started.statusCode, started.body).toBe(201);
  return { shop, owner, buyer, stranger: await makeUser(t), chatId: started.json().data.chatId as string };
}

describe('chat attachments are private files', () => {
  it('a shop chat picture reaches both participants as signed addresses (and only them), in both views of the chat', async () => {
    const s = await chatWithShop();
    const photo = await uploadTo(s.buyer, 'chats', await png(900, 600), 'car.png');
    const sent = await call('POST', '/chats/messages', s.buyer.token, { chatId: s.chatId, content: 'This one?', attachments: [photo.key] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.message.attachments).toEqual([
      { key: photo.key, type: 'image', mimeType: 'image/webp', size: expect.any(Number), url: expect.stringMatching(SIGNED), name: 'car.png', thumbnailUrl: expect.stringMatching(SIGNED) },
    ]);

    for (const reader of [s.owner, s.buyer]) {
      const page = (await call('GET', `/chats/${s.chatId}/messages`, reader.token)).json().data.messages as ChatMessage[];
      const [attachment] = page.at(-1)!.attachments as [ChatAttachment];
      expect(attachment.url).toMatch(SIGNED);
      expect(attachment.thumbnailUrl).toMatch(/-640\.webp\?exp=/);
      const served = await t.app.inject({ method: 'GET', url: attachment.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toMatch(/^private/);
    }
    // The dealer-style view of the same chat (by the other person) carries them too.
    const dealerView = (await call('GET', `/conversations/${s.buyer.id}/messages`, s.owner.token)).json().data.messages as ConversationMessage[];
    expect(dealerView.at(-1)).toMatchObject({ messageType: 'mixed', attachments: [{ type: 'image', url: expect.stringMatching(SIGNED) }] });
    // Never through the public media route; and a stranger gets no view of the messages at all.
    expectError(await t.app.inject({ method: 'GET', url: `/media/${photo.key}` }), 404);
    expectError(await call('GET', `/chats/${s.chatId}/messages`, s.stranger.token), 403, CHAT_MESSAGES.notParticipant);
  });

  it('tells a Kiswahili-speaking recipient of a file alone in Kiswahili; a written message stays as written (issue 29)', async () => {
    const dealer = await makeUser(t, { name: 'Wanjiru Motors', role: 'dealer' });
    const buyer = await makeUser(t, { name: 'Buyer K' });
    expect((await call('PUT', '/users/me', dealer.token, { language: 'sw' })).statusCode).toBe(200);
    const pdf = await uploadTo(buyer, 'conversations', tinyPdf(), 'Quote.pdf');
    expect((await call('POST', '/conversations/messages', buyer.token, { receiverId: dealer.id, attachments: [{ key: pdf.key, type: 'application/pdf', url: pdf.url }] })).statusCode).toBe(201);
    expect((await call('POST', '/conversations/messages', buyer.token, { receiverId: dealer.id, content: 'Sent an attachment' })).statusCode).toBe(201);
    let messages: string[] = [];
    for (let i = 0; i < 50 && messages.length < 2; i++) {
      messages = ((await call('GET', '/notifications', dealer.token)).json().data.notifications as { message: string }[]).map((n) => n.message);
      if (messages.length < 2) await new Promise((r) => setTimeout(r, 100));
    }
    expect(messages.sort()).toEqual(['Ametuma kiambatisho', 'Sent an attachment']);
  });

  it('dealer conversations carry documents that download under their name; shop-style sends refuse documents, dealer-style sends refuse videos', async () => {
    const dealer = await makeUser(t, { name: 'Sipho Cars', role: 'dealer' });
    const buyer = await makeUser(t, { name: 'Buyer D' });
    const pdf = await uploadTo(buyer, 'conversations', tinyPdf(), 'Bank letter.pdf');
    const sent = await call('POST', '/conversations/messages', buyer.token, { receiverId: dealer.id, attachments: [{ key: pdf.key, type: 'application/pdf', url: pdf.url }] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.message).toMatchObject({ messageType: 'document', attachments: [{ type: 'document', mimeType: 'application/pdf', name: 'Bank letter.pdf', thumbnailUrl: null }] });

    const dealerView = (await call('GET', `/conversations/${buyer.id}/messages`, dealer.token)).json().data.messages as ConversationMessage[];
    const [doc] = dealerView.at(-1)!.attachments as [ChatAttachment];
    expect(doc.url).toMatch(SIGNED);
    const served = await t.app.inject({ method: 'GET', url: doc.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="Bank letter.pdf"; filename*=UTF-8''Bank%20letter.pdf`);
    expect(served.rawPayload.equals(tinyPdf())).toBe(true);

    // Shop-style: images and videos only (doc 2 §5).
    const s = await chatWithShop();
    const shopPdf = await uploadTo(s.buyer, 'conversations', tinyPdf(), 'q.pdf');
    expectFieldError(await call('POST', '/chats/messages', s.buyer.token, { chatId: s.chatId, attachments: [shopPdf.key] }), 'attachments', CHAT_MESSAGES.shopFileType);
    // Dealer-style: no videos (a processed chat video, recorded directly: the bytes were checked at upload).
    const [video] = await t.database.db
      .insert(mediaUploads)
      .values({ key: `u/${buyer.id}/chats/clip.mp4`, ownerId: buyer.id, folder: 'chats', kind: 'video', mimeType: 'video/mp4', size: 1000, status: 'ready' })
      .returning();
    expectFieldError(await call('POST', '/conversations/messages', buyer.token, { receiverId: dealer.id, attachments: [video!.key] }), 'attachments', CHAT_MESSAGES.dealerFileType);
  });

  it("an attachment must be the sender's own upload to a chat folder", async () => {
    const s = await chatWithShop();
    const theirs = await uploadTo(s.stranger, 'chats', await png(30, 30), 'x.png');
    expectFieldError(await call('POST', '/chats/messages', s.buyer.token, { chatId: s.chatId, attachments: [theirs.key] }), 'attachments', CHAT_MESSAGES.notYourFile);
    expectFieldError(await call('POST', '/chats/messages', s.buyer.token, { chatId: s.chatId, attachments: [`u/${s.buyer.id}/chats/never-uploaded.webp`] }), 'attachments', CHAT_MESSAGES.notYourFile);
    // A public upload (a comment picture) would stay public: chat files go up as chat files.
    const comment = await uploadTo(s.buyer, 'comments', await png(30, 30), 'c.png');
    expectFieldError(await call('POST', '/chats/messages', s.buyer.token, { chatId: s.chatId, attachments: [comment.key] }), 'attachments', CHAT_MESSAGES.notChatFile);
  });
});

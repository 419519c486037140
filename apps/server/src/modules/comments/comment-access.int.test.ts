import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, MODERATION_MESSAGES } from '@sokoni/contracts/comments';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { expectError, expectFieldError } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, makeAdmin, makeListing, makeUser, makeUsers, postComment, productCounters, unknownId, type Client, type TestUser } from './test-data.ts';

let t: TestContext;
let api: Client;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

async function commentByStranger() {
  const { product, owner } = await makeListing(t);
  const [author, other] = await makeUsers(t, 2);
  const comment = await postComment(api, `/products/${product.id}/comments`, author!, { comment: 'Original', rating: 3 });
  return { product, owner, author: author!, other: other!, comment };
}

describe('who may do what', () => {
  it('guests read everything public and get 401 on every write', async () => {
    const { product, comment } = await commentByStranger();
    for (const url of [`/products/${product.id}/comments`, `/comments/${comment.id}`, `/comments/${comment.id}/likes`, '/comments/search?q=Orig', '/comments/trending']) {
      const res = await api.get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const writes = [
      api.post(`/products/${product.id}/comments`, undefined, { comment: 'x' }),
      api.post(`/comments/${comment.id}/reply`, undefined, { comment: 'x' }),
      api.post(`/products/comments/${comment.id}/reply`, undefined, { comment: 'x' }),
      api.post(`/comments/${comment.id}/like`),
      api.post(`/products/comments/${comment.id}/like`),
      api.put(`/comments/${comment.id}`, undefined, { comment: 'x' }),
      api.del(`/comments/${comment.id}`),
      api.post(`/comments/${comment.id}/moderate`, undefined, { action: 'hide' }),
      api.get('/comments/moderation-queue'),
      api.get('/comments/analytics'),
    ];
    for (const res of await Promise.all(writes)) expectError(res, 401, AUTH_MESSAGES.authRequired);
  });

  it('another user gets 403 on edit and delete; nothing changes', async () => {
    const { comment, other, product } = await commentByStranger();
    expectError(await api.put(`/comments/${comment.id}`, other, { comment: 'Hacked' }), 403, COMMENT_MESSAGES.notAuthor);
    expectError(await api.del(`/comments/${comment.id}`, other), 403, COMMENT_MESSAGES.notAuthor);
    expect((await api.get(`/comments/${comment.id}`)).json().data.comment.comment).toBe('Original');
    expect((await productCounters(t, product.id)).commentsCount).toBe(1);
  });

  it('the shop owner is not the author either', async () => {
    const { comment, owner } = await commentByStranger();
    expectError(await api.put(`/comments/${comment.id}`, owner, { comment: 'Nope' }), 403);
    expectError(await api.del(`/comments/${comment.id}`, owner), 403);
  });

  it('the author edits and deletes', async () => {
    const { comment, author } = await commentByStranger();
    const res = await api.put(`/comments/${comment.id}`, author, { comment: 'Edited' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.comment).toMatchObject({ comment: 'Edited', isEdited: true, rating: 3, status: 'visible' });
    expect((await api.del(`/comments/${comment.id}`, author)).statusCode).toBe(200);
  });

  it('an admin edits and deletes anyone’s comment', async () => {
    const { comment, product } = await commentByStranger();
    const admin = await makeAdmin(t);
    const res = await api.put(`/comments/${comment.id}`, admin, { rating: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await productCounters(t, product.id)).ratingAverage).toBe(1);
    expect((await api.del(`/comments/${comment.id}`, admin)).statusCode).toBe(200);
    expect(await productCounters(t, product.id)).toMatchObject({ commentsCount: 0, ratingCount: 0, ratingAverage: 0 });
  });

  it('non-admins get 403 on every admin call', async () => {
    const { comment, author } = await commentByStranger();
    expectError(await api.post(`/comments/${comment.id}/moderate`, author, { action: 'approve' }), 403);
    expectError(await api.get('/comments/moderation-queue', author), 403);
    expectError(await api.get('/comments/analytics', author), 403);
  });
});

describe('ids and bodies a client can get wrong', () => {
  it.each(['undefined', 'null', '123', 'not-a-uuid'])('the id %s is a 422 on id everywhere, never a 500', async (id) => {
    const u = await makeAdmin(t);
    const calls = [
      api.get(`/comments/${id}`),
      api.get(`/comments/${id}/likes`),
      api.post(`/comments/${id}/like`, u),
      api.post(`/products/comments/${id}/like`, u),
      api.post(`/comments/${id}/reply`, u, { comment: 'x' }),
      api.put(`/comments/${id}`, u, { comment: 'x' }),
      api.del(`/comments/${id}`, u),
      api.post(`/comments/${id}/moderate`, u, { action: 'hide' }),
      api.get(`/products/${id}/comments`),
      api.post(`/products/${id}/comments`, u, { comment: 'x' }),
      api.get(`/shops/${id}/comments`),
      api.get(`/shops/${id}/comments/stats`),
      api.get(`/users/${id}/comments`),
    ];
    for (const res of await Promise.all(calls)) expectFieldError(res, 'id');
  });

  it('unknown ids are 404s', async () => {
    const u = await makeAdmin(t);
    const id = unknownId();
    for (const res of await Promise.all([
      api.get(`/comments/${id}`),
      api.get(`/comments/${id}/likes`),
      api.post(`/comments/${id}/like`, u),
      api.put(`/comments/${id}`, u, { comment: 'x' }),
      api.del(`/comments/${id}`, u),
      api.post(`/comments/${id}/moderate`, u, { action: 'hide' }),
    ])) {
      expectError(res, 404, COMMENT_MESSAGES.notFound);
    }
  });

  it('a moderation action outside the list is a 422', async () => {
    const { comment } = await commentByStranger();
    const admin = await makeAdmin(t);
    expectFieldError(await api.post(`/comments/${comment.id}/moderate`, admin, { action: 'nuke' }), 'action');
    expectError(await api.post(`/comments/${comment.id}/moderate`, admin), 422);
  });
});

describe('attachments', () => {
  const key = (u: TestUser, file: string) => `u/${u.id}/comments/${file}`;

  it('stores own uploads with the type from the key and the address rebuilt from it', async () => {
    const { product } = await makeListing(t);
    const u = await makeUser(t);
    const c = await api.post(`/products/${product.id}/comments`, u, {
      comment: 'Look',
      media: [
        { key: key(u, 'a.webp'), type: 'image/jpeg', url: 'https://evil.example/x.webp', name: 'photo.jpg' },
        { key: key(u, 'b.mp4') },
      ],
    });
    expect(c.statusCode, c.body).toBe(201);
    expect(c.json().data.comment.media).toEqual([
      { key: key(u, 'a.webp'), type: 'image/webp', url: `/media/${key(u, 'a.webp')}`, name: 'photo.jpg' },
      { key: key(u, 'b.mp4'), type: 'video/mp4', url: `/media/${key(u, 'b.mp4')}` },
    ]);
  });

  it('doc 1 §4.6: {media} alone attaches uploads after posting, and is not an edit', async () => {
    const { product } = await makeListing(t);
    const u = await makeUser(t);
    const c = await postComment(api, `/products/${product.id}/comments`, u, { comment: 'Pics soon' });
    const res = await api.put(`/comments/${c.id}`, u, { media: [{ key: key(u, 'later.webp'), type: 'image/webp', name: 'later.webp' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.comment).toMatchObject({ comment: 'Pics soon', isEdited: false, media: [{ key: key(u, 'later.webp'), type: 'image/webp' }] });
    const listed = (await api.get(`/products/${product.id}/comments`)).json().data.comments[0];
    expect(listed.media[0].url).toBe(`/media/${key(u, 'later.webp')}`);
  });

  it('refuses another user’s keys, odd paths and files that are not pictures or videos', async () => {
    const { product } = await makeListing(t);
    const [u, other] = await makeUsers(t, 2);
    const post = (media: object[]) => api.post(`/products/${product.id}/comments`, u, { comment: 'x', media });
    expectFieldError(await post([{ key: key(other!, 'a.webp') }]), 'media.0.key', COMMENT_MESSAGES.mediaNotYours);
    expectFieldError(await post([{ key: `u/${u!.id}/../${other!.id}/a.webp` }]), 'media.0.key', COMMENT_MESSAGES.mediaNotYours);
    expectFieldError(await post([{ key: 'seed/v1/products/a.webp' }]), 'media.0.key', COMMENT_MESSAGES.mediaNotYours);
    expectFieldError(await post([{ key: key(u!, 'ok.webp') }, { key: key(u!, 'doc.pdf'), type: 'application/pdf' }]), 'media.1.type', COMMENT_MESSAGES.mediaType);
    const c = await postComment(api, `/products/${product.id}/comments`, u!, { comment: 'mine' });
    expectFieldError(await api.put(`/comments/${c.id}`, u, { media: [{ key: key(other!, 'a.webp') }] }), 'media.0.key', COMMENT_MESSAGES.mediaNotYours);
  });

  it('at most 5 on a comment and 3 on a reply', async () => {
    const { product } = await makeListing(t);
    const u = await makeUser(t);
    const media = (n: number) => Array.from({ length: n }, (_, i) => ({ key: key(u, `${i}.webp`) }));
    expectFieldError(await api.post(`/products/${product.id}/comments`, u, { comment: 'x', media: media(6) }), 'media', COMMENT_MESSAGES.tooManyMedia(5));
    const top = await postComment(api, `/products/${product.id}/comments`, u, { comment: 'x', media: media(5) });
    expectFieldError(await api.post(`/comments/${top.id}/reply`, u, { comment: 'x', media: media(4) }), 'media', COMMENT_MESSAGES.tooManyMedia(3));
    const reply = await postComment(api, `/comments/${top.id}/reply`, u, { comment: 'x', media: media(3) });
    expectFieldError(await api.put(`/comments/${reply.id}`, u, { media: media(4) }), 'media', COMMENT_MESSAGES.tooManyMedia(3));
  });
});

describe('moderation', () => {
  it('hide takes a comment out of lists and totals; the author still sees it; approve brings it back', async () => {
    const { comment, product, author, other } = await commentByStranger();
    const admin = await makeAdmin(t);
    const reply = await postComment(api, `/comments/${comment.id}/reply`, other, { comment: 'A reply' });
    expect((await productCounters(t, product.id)).commentsCount).toBe(2);

    const res = await api.post(`/comments/${comment.id}/moderate`, admin, { action: 'hide', reason: 'Spam' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MODERATION_MESSAGES.hide);
    expect(res.json().data.comment).toMatchObject({ status: 'hidden', moderationReason: 'Spam' });
    expect(await productCounters(t, product.id)).toMatchObject({ commentsCount: 0, ratingCount: 0 });
    expect((await api.get(`/products/${product.id}/comments`)).json().data.comments).toEqual([]);
    expectError(await api.get(`/comments/${comment.id}`), 404);
    expectError(await api.get(`/comments/${comment.id}`, other), 404);
    expectError(await api.post(`/comments/${comment.id}/like`, other), 404);
    expectError(await api.post(`/comments/${comment.id}/reply`, other, { comment: 'x' }), 404);
    expect((await api.get(`/comments/${comment.id}`, author)).json().data.comment.status).toBe('hidden');
    // Its thread goes with it.
    expectError(await api.get(`/comments/${reply.id}`), 404);
    expectError(await api.post(`/comments/${reply.id}/like`, await makeUser(t)), 404);
    const queue = (await api.get('/comments/moderation-queue', admin)).json().data;
    expect(queue.comments.map((c: { id: string }) => c.id)).toContain(comment.id);
    expect(queue.comments.find((c: { id: string }) => c.id === comment.id).target).toMatchObject({ id: product.id, title: product.title });

    await api.post(`/comments/${comment.id}/moderate`, admin, { action: 'approve' });
    expect(await productCounters(t, product.id)).toMatchObject({ commentsCount: 2, ratingCount: 1, ratingAverage: 3 });
    const back = (await api.get(`/products/${product.id}/comments`)).json().data.comments;
    expect(back.map((c: { id: string }) => c.id)).toEqual([comment.id]);
    expect(back[0].replies.map((r: { id: string }) => r.id)).toEqual([reply.id]);
  });

  it('flag keeps a comment public and queues it; the status filter narrows the queue', async () => {
    const { comment, product } = await commentByStranger();
    const admin = await makeAdmin(t);
    await api.post(`/comments/${comment.id}/moderate`, admin, { action: 'flag', reason: 'Check this' });
    expect((await api.get(`/products/${product.id}/comments`)).json().data.comments).toHaveLength(1);
    expect((await productCounters(t, product.id)).commentsCount).toBe(1);
    const flagged = (await api.get('/comments/moderation-queue?status=flagged&limit=100', admin)).json().data;
    expect(flagged.comments.map((c: { id: string }) => c.id)).toContain(comment.id);
    expect(flagged.comments.every((c: { status: string }) => c.status === 'flagged')).toBe(true);
    const hidden = (await api.get('/comments/moderation-queue?status=hidden&limit=100', admin)).json().data;
    expect(hidden.comments.map((c: { id: string }) => c.id)).not.toContain(comment.id);
  });

  it('delete and restore move the totals both ways; admins see deleted text, others do not', async () => {
    const { comment, product, other } = await commentByStranger();
    const admin = await makeAdmin(t);
    await postComment(api, `/comments/${comment.id}/reply`, other, { comment: 'keeps the thread' });
    await api.post(`/comments/${comment.id}/moderate`, admin, { action: 'delete', reason: 'Abuse' });
    expect(await productCounters(t, product.id)).toMatchObject({ commentsCount: 1, ratingCount: 0 });
    expect((await api.get(`/comments/${comment.id}`)).json().data.comment).toMatchObject({ isDeleted: true, comment: COMMENT_MESSAGES.deleted });
    expect((await api.get(`/comments/${comment.id}`, admin)).json().data.comment).toMatchObject({ isDeleted: true, comment: 'Original' });
    const restored = await api.post(`/comments/${comment.id}/moderate`, admin, { action: 'restore' });
    expect(restored.json().data.comment).toMatchObject({ isDeleted: false, status: 'visible', comment: 'Original' });
    expect(await productCounters(t, product.id)).toMatchObject({ commentsCount: 2, ratingCount: 1, ratingAverage: 3 });
  });
});

describe('search, trending and analytics', () => {
  it('search finds public text, case-insensitively and literally, and never hidden or deleted ones', async () => {
    const { product } = await makeListing(t);
    const [a, b] = await makeUsers(t, 2);
    const admin = await makeAdmin(t);
    const word = `zebra${Date.now()}`;
    const shown = await postComment(api, `/products/${product.id}/comments`, a!, { comment: `Love the ${word.toUpperCase()} print 100%` });
    const hidden = await postComment(api, `/products/${product.id}/comments`, b!, { comment: `${word} spam` });
    const deleted = await postComment(api, `/products/${product.id}/comments`, b!, { comment: `${word} gone` });
    await api.post(`/comments/${hidden.id}/moderate`, admin, { action: 'hide' });
    await api.del(`/comments/${deleted.id}`, b);
    const res = await api.get(`/comments/search?q=${word}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.comments.map((c: { id: string }) => c.id)).toEqual([shown.id]);
    expect(res.json().data.comments[0].target).toMatchObject({ id: product.id });
    expect(res.json().data.pagination.total).toBe(1);
    expect((await api.get(`/comments/search?q=${encodeURIComponent('100%')}&targetType=product`)).json().data.comments.map((c: { id: string }) => c.id)).toContain(shown.id);
    expect((await api.get(`/comments/search?q=${word}&targetType=shop`)).json().data.comments).toEqual([]);
    expectFieldError(await api.get('/comments/search'), 'q');
    expectFieldError(await api.get('/comments/search?q=%20%20'), 'q', COMMENT_MESSAGES.searchQueryRequired);
    expectFieldError(await api.get('/comments/search?q=ab'), 'q', COMMENT_MESSAGES.searchQueryRequired);
  });

  it('trending ranks by likes and replies of the last 7 days', async () => {
    const { product } = await makeListing(t);
    const people = await makeUsers(t, 6);
    const quiet = await postComment(api, `/products/${product.id}/comments`, people[0]!, { comment: 'quiet' });
    const liked = await postComment(api, `/products/${product.id}/comments`, people[0]!, { comment: 'liked' });
    const discussed = await postComment(api, `/products/${product.id}/comments`, people[0]!, { comment: 'discussed' });
    for (const p of people.slice(1, 4)) await api.post(`/comments/${liked.id}/like`, p);
    for (const p of people.slice(1, 4)) await postComment(api, `/comments/${discussed.id}/reply`, p, { comment: 'me too' });
    await api.post(`/comments/${quiet.id}/like`, people[1]);
    const res = await api.get('/comments/trending?limit=50');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.comments.map((c: { id: string }) => c.id);
    expect(ids.indexOf(discussed.id)).toBeLessThan(ids.indexOf(liked.id));
    expect(ids.indexOf(liked.id)).toBeLessThan(ids.indexOf(quiet.id));
    expect(res.json().data.comments.find((c: { id: string }) => c.id === discussed.id).trendingScore).toBe(6);
  });

  it('analytics gives totals, 30 days, the average rating and top products', async () => {
    const { product } = await makeListing(t);
    const u = await makeUser(t);
    const admin = await makeAdmin(t);
    await postComment(api, `/products/${product.id}/comments`, u, { rating: 5 });
    const res = await api.get('/comments/analytics', admin);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.totals.comments).toBeGreaterThanOrEqual(1);
    expect(data.totals.comments).toBe(data.totals.topLevel + data.totals.replies);
    expect(data.perDay).toHaveLength(30);
    expect(data.perDay.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), comments: expect.any(Number) });
    expect(data.perDay.at(-1).comments).toBeGreaterThanOrEqual(1);
    expect(data.averageRating).toBeGreaterThan(0);
    expect(data.topProducts.length).toBeGreaterThan(0);
    expect(data.topProducts[0]).toEqual({ productId: expect.any(String), title: expect.any(String), image: null, comments: expect.any(Number) });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { COMMENT_MESSAGES, INLINE_REPLIES } from '@sokoni/contracts/comments';
import { expectError, expectFieldError } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { eq, inArray } from 'drizzle-orm';
import { products } from '../../platform/db/tables/products.ts';
import { shops } from '../../platform/db/tables/shops.ts';
import { makeProducts } from '../social/test-data.ts';
import { client, makeListing, makeShop, makeUser, makeUsers, postComment, productCounters, shopRow, unknownId, type Client } from './test-data.ts';

let t: TestContext;
let api: Client;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

describe('POST /api/products/{id}/comments', () => {
  it('posts a comment with the author shown without the phone number', async () => {
    const { product } = await makeListing(t);
    const u = await makeUser(t, { name: 'Thandi' });
    const res = await api.post(`/products/${product.id}/comments`, u, { comment: '  Great phone!  ' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(COMMENT_MESSAGES.posted);
    const c = body.data.comment;
    expect(c).toMatchObject({
      comment: 'Great phone!',
      userId: u.id,
      targetType: 'product',
      targetId: product.id,
      parentId: null,
      depth: 0,
      rating: null,
      media: [],
      likes: 0,
      userLiked: false,
      replyCount: 0,
      replies: [],
      isDeleted: false,
      isEdited: false,
    });
    expect(c._id).toBe(c.id);
    const phone = u.row.phoneNumber;
    expect(c.user).toEqual({ _id: u.id, id: u.id, name: 'Thandi', username: u.row.username, avatar: null, maskedPhone: `${phone.slice(0, 3)}***${phone.slice(-2)}` });
    expect(res.body).not.toContain(phone);
  });

  it('a rating alone becomes that many stars; text with a rating keeps the text', async () => {
    const { product } = await makeListing(t);
    const u = await makeUser(t);
    expect(await postComment(api, `/products/${product.id}/comments`, u, { rating: 4 })).toMatchObject({ comment: '★★★★', rating: 4 });
    expect(await postComment(api, `/products/${product.id}/comments`, u, { comment: '   ', rating: 2 })).toMatchObject({ comment: '★★', rating: 2 });
    expect(await postComment(api, `/products/${product.id}/comments`, u, { comment: 'Solid', rating: 5 })).toMatchObject({ comment: 'Solid', rating: 5 });
    // Three reviews, one person: their latest rating is the one that counts.
    expect(await productCounters(t, product.id)).toMatchObject({ commentsCount: 3, ratingCount: 1, ratingAverage: 5 });
  });

  it('an owner may answer but not rate their own product or shop', async () => {
    const { product, shop, owner } = await makeListing(t);
    expectFieldError(await api.post(`/products/${product.id}/comments`, owner, { comment: 'Best ever', rating: 5 }), 'rating', COMMENT_MESSAGES.ownRating);
    expectFieldError(await api.post(`/shops/${shop.id}/comments`, owner, { rating: 5 }), 'rating', COMMENT_MESSAGES.ownRating);
    const note = await postComment(api, `/products/${product.id}/comments`, owner, { comment: 'Ask us about delivery' });
    expectFieldError(await api.put(`/comments/${note.id}`, owner, { rating: 5 }), 'rating', COMMENT_MESSAGES.ownRating);
    expect(await productCounters(t, product.id)).toMatchObject({ ratingCount: 0 });
    // The sheet hides its stars from the owner.
    expect((await api.get(`/products/${product.id}/comments`, owner)).json().data.canRate).toBe(false);
    expect((await api.get(`/products/${product.id}/comments`, await makeUser(t))).json().data.canRate).toBe(true);
    expect((await api.get(`/products/${product.id}/comments`)).json().data.canRate).toBe(true);
  });

  it.each([[0], [6], [2.5], [-1], ['abc'], [true]])('refuses the rating %s with a 422 on rating', async (rating) => {
    const { product } = await makeListing(t);
    const u = await makeUser(t);
    expectFieldError(await api.post(`/products/${product.id}/comments`, u, { comment: 'x', rating }), 'rating');
  });

  it.each([[{}], [{ comment: '' }], [{ comment: '    ' }], [{ comment: null, rating: null }]])('needs text or a rating: %j → 422', async (payload) => {
    const { product } = await makeListing(t);
    const u = await makeUser(t);
    expectFieldError(await api.post(`/products/${product.id}/comments`, u, payload), 'comment', COMMENT_MESSAGES.textRequired);
  });

  it('refuses text over the limit', async () => {
    const { product } = await makeListing(t);
    const u = await makeUser(t);
    expectFieldError(await api.post(`/products/${product.id}/comments`, u, { comment: 'x'.repeat(2001) }), 'comment', COMMENT_MESSAGES.tooLong);
  });

  it('is a 401 for a guest, a 404 for an unknown or unlisted product', async () => {
    const { product } = await makeListing(t);
    const hidden = await makeListing(t, { status: 'archived' });
    const u = await makeUser(t);
    expectError(await api.post(`/products/${product.id}/comments`, undefined, { comment: 'hi' }), 401, AUTH_MESSAGES.authRequired);
    expectError(await api.post(`/products/${unknownId()}/comments`, u, { comment: 'hi' }), 404, COMMENT_MESSAGES.productNotFound);
    expectError(await api.post(`/products/${hidden.product.id}/comments`, u, { comment: 'hi' }), 404, COMMENT_MESSAGES.productNotFound);
    expectError(await api.get(`/products/${hidden.product.id}/comments`), 404, COMMENT_MESSAGES.productNotFound);
    // The shop's owner still sees their own unlisted product's comments.
    expect((await api.get(`/products/${hidden.product.id}/comments`, hidden.owner)).statusCode).toBe(200);
  });

  it('malformed JSON is a 400 and a body of the wrong shape a 422, never a 500', async () => {
    const { product } = await makeListing(t);
    const u = await makeUser(t);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/comments`,
      headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
      payload: '{"comment": ',
    });
    expectError(bad, 400);
    expectError(await api.post(`/products/${product.id}/comments`, u, { comment: 42 }), 422);
    expectError(await api.post(`/products/${product.id}/comments`, u, { comment: 'x', media: 'nope' }), 422);
  });
});

describe('GET /api/products/{id}/comments', () => {
  it('lists top-level comments newest first with counts, inline replies (oldest first) and stats', async () => {
    const { product } = await makeListing(t);
    const [a, b, c] = await makeUsers(t, 3);
    const first = await postComment(api, `/products/${product.id}/comments`, a!, { comment: 'first', rating: 5 });
    const second = await postComment(api, `/products/${product.id}/comments`, b!, { comment: 'second', rating: 2 });
    const replyIds: string[] = [];
    for (let i = 0; i < INLINE_REPLIES + 2; i++) {
      replyIds.push((await postComment(api, `/comments/${first.id}/reply`, c!, { comment: `reply ${i}` })).id);
    }
    const res = await api.get(`/products/${product.id}/comments`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.comments.map((x: { id: string }) => x.id)).toEqual([second.id, first.id]);
    const top = data.comments[1];
    expect(top.replyCount).toBe(INLINE_REPLIES + 2);
    expect(top.replies.map((r: { id: string }) => r.id)).toEqual(replyIds.slice(0, INLINE_REPLIES));
    expect(top.replies[0]).toMatchObject({ depth: 1, parentId: first.id, rating: null });
    expect(data.pagination).toEqual({ currentPage: 1, totalPages: 1, total: 2, hasMore: false, hasNextPage: false });
    expect(data.stats).toEqual({ totalComments: 2 + INLINE_REPLIES + 2, averageRating: 3.5, ratingsCount: 2 });
    expect(new Date(data.asOf).toISOString()).toBe(data.asOf);
  });

  it('pages by 10 by default without repeats, and asOf keeps later pages steady while people post', async () => {
    const { product } = await makeListing(t);
    const people = await makeUsers(t, 5);
    for (let i = 0; i < 23; i++) await postComment(api, `/products/${product.id}/comments`, people[i % 5]!, { comment: `c${i}` });
    const page1 = (await api.get(`/products/${product.id}/comments`)).json().data;
    expect(page1.comments).toHaveLength(10);
    expect(page1.pagination).toMatchObject({ total: 23, totalPages: 3, hasNextPage: true });
    await postComment(api, `/products/${product.id}/comments`, people[0]!, { comment: 'late arrival' });
    const seen = page1.comments.map((c: { id: string }) => c.id);
    for (const page of [2, 3]) {
      const data = (await api.get(`/products/${product.id}/comments?page=${page}&asOf=${encodeURIComponent(page1.asOf)}`)).json().data;
      seen.push(...data.comments.map((c: { id: string }) => c.id));
      if (page === 3) expect(data.pagination.hasNextPage).toBe(false);
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
  });

  it('sorts by likes and by rating, oldest first on request', async () => {
    const { product } = await makeListing(t);
    const [a, b, c] = await makeUsers(t, 3);
    const low = await postComment(api, `/products/${product.id}/comments`, a!, { rating: 1 });
    const high = await postComment(api, `/products/${product.id}/comments`, b!, { rating: 5 });
    const none = await postComment(api, `/products/${product.id}/comments`, c!, { comment: 'no rating' });
    await api.post(`/comments/${low.id}/like`, b);
    await api.post(`/comments/${low.id}/like`, c);
    await api.post(`/comments/${none.id}/like`, a);
    const ids = async (q: string) => (await api.get(`/products/${product.id}/comments?${q}`)).json().data.comments.map((x: { id: string }) => x.id);
    expect(await ids('sortBy=likes&sortOrder=desc')).toEqual([low.id, none.id, high.id]);
    expect(await ids('sortBy=rating&sortOrder=desc')).toEqual([high.id, low.id, none.id]);
    expect(await ids('sortBy=rating&sortOrder=asc')).toEqual([low.id, high.id, none.id]);
    expect(await ids('sortBy=createdAt&sortOrder=asc')).toEqual([low.id, high.id, none.id]);
  });

  it('marks what the signed-in viewer liked; guests read too', async () => {
    const { product } = await makeListing(t);
    const [a, b] = await makeUsers(t, 2);
    const c = await postComment(api, `/products/${product.id}/comments`, a!, { comment: 'like me' });
    await api.post(`/products/comments/${c.id}/like`, b);
    expect((await api.get(`/products/${product.id}/comments`, b)).json().data.comments[0]).toMatchObject({ likes: 1, userLiked: true });
    expect((await api.get(`/products/${product.id}/comments`, a)).json().data.comments[0]).toMatchObject({ likes: 1, userLiked: false });
    expect((await api.get(`/products/${product.id}/comments`)).json().data.comments[0]).toMatchObject({ likes: 1, userLiked: false });
  });

  it('refuses bad query values with a 422', async () => {
    const { product } = await makeListing(t);
    expectFieldError(await api.get(`/products/${product.id}/comments?sortBy=random`), 'sortBy');
    expectFieldError(await api.get(`/products/${product.id}/comments?limit=0`), 'limit');
    expect((await api.get(`/products/${product.id}/comments?limit=101`)).statusCode).toBe(200);
    expectFieldError(await api.get(`/products/${product.id}/comments?page=0`), 'page');
    expectFieldError(await api.get(`/products/${product.id}/comments?asOf=yesterday`), 'asOf');
  });

  it('is reachable under the shop too, and a 404 when the product is not that shop’s', async () => {
    const { product, shop } = await makeListing(t);
    const other = await makeShop(t);
    const u = await makeUser(t);
    await postComment(api, `/products/${product.id}/comments`, u, { comment: 'in shop' });
    const res = await api.get(`/shops/${shop.id}/products/${product.id}/comments`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.comments).toHaveLength(1);
    expectError(await api.get(`/shops/${other.shop.id}/products/${product.id}/comments`), 404, COMMENT_MESSAGES.productNotFound);
  });
});

describe('shop comments', () => {
  it('posts, lists (20 a page by default) and gives stats; the shop row carries the rating', async () => {
    const { shop } = await makeShop(t);
    const people = await makeUsers(t, 3);
    await postComment(api, `/shops/${shop.id}/comments`, people[0]!, { comment: 'Friendly seller', rating: 5 });
    await postComment(api, `/shops/${shop.id}/comments`, people[1]!, { rating: 4 });
    const third = await postComment(api, `/shops/${shop.id}/comments`, people[2]!, { comment: 'Slow delivery' });
    await postComment(api, `/comments/${third.id}/reply`, people[0]!, { comment: 'Mine was fast' });
    const list = (await api.get(`/shops/${shop.id}/comments`)).json().data;
    expect(list.comments).toHaveLength(3);
    expect(list.comments[0]).toMatchObject({ targetType: 'shop', targetId: shop.id });
    expect(list.stats).toEqual({ totalComments: 4, averageRating: 4.5, ratingsCount: 2 });
    const stats = await api.get(`/shops/${shop.id}/comments/stats`);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().data).toEqual({ totalComments: 4, averageRating: 4.5, ratingsCount: 2 });
    const row = await shopRow(t, shop.id);
    expect([row.ratingAverage, row.ratingCount]).toEqual([4.5, 2]);
    const pageSize = await api.get(`/shops/${shop.id}/comments`);
    expect(pageSize.json().data.pagination.totalPages).toBe(1);
    const shopView = (await api.get(`/shops/${shop.id}`)).json().data.shop;
    expect(shopView.rating).toEqual({ average: 4.5, count: 2 });
  });

  it('404s for unknown or closed shops, 401 for guests posting', async () => {
    const closed = await makeShop(t, undefined, { isActive: false });
    const u = await makeUser(t);
    expectError(await api.get(`/shops/${unknownId()}/comments`), 404, COMMENT_MESSAGES.shopNotFound);
    expectError(await api.get(`/shops/${closed.shop.id}/comments/stats`), 404, COMMENT_MESSAGES.shopNotFound);
    expectError(await api.post(`/shops/${closed.shop.id}/comments`, u, { comment: 'hi' }), 404, COMMENT_MESSAGES.shopNotFound);
    expectError(await api.post(`/shops/${closed.shop.id}/comments`, undefined, { comment: 'hi' }), 401);
  });
});

describe('replies', () => {
  it('replies on both paths; a reply to a reply joins the top-level thread; no ratings on replies', async () => {
    const { product } = await makeListing(t);
    const [a, b, c] = await makeUsers(t, 3);
    const top = await postComment(api, `/products/${product.id}/comments`, a!, { comment: 'Is it new?' });
    const r1 = await api.post(`/products/comments/${top.id}/reply`, b, { comment: 'Yes' });
    expect(r1.statusCode, r1.body).toBe(201);
    expect(r1.json().message).toBe(COMMENT_MESSAGES.replied);
    expect(r1.json().data.comment).toMatchObject({ parentId: top.id, depth: 1, targetId: product.id });
    const r2 = await postComment(api, `/comments/${r1.json().data.comment.id}/reply`, c!, { comment: 'Agreed' });
    expect(r2.parentId).toBe(top.id);
    expectFieldError(await api.post(`/comments/${top.id}/reply`, c, { comment: 'x', rating: 4 }), 'rating', COMMENT_MESSAGES.ratingTopLevelOnly);
    expectFieldError(await api.post(`/comments/${top.id}/reply`, c, { comment: '   ' }), 'comment', COMMENT_MESSAGES.replyTextRequired);
    expectFieldError(await api.post(`/comments/${top.id}/reply`, c, { rating: 3 }), 'comment');
    expectError(await api.post(`/comments/${unknownId()}/reply`, c, { comment: 'x' }), 404, COMMENT_MESSAGES.notFound);
    expectError(await api.post(`/comments/${top.id}/reply`, undefined, { comment: 'x' }), 401);
    const thread = (await api.get(`/comments/${top.id}`)).json().data.comment;
    expect(thread.replyCount).toBe(2);
    expect(thread.replies.map((r: { comment: string }) => r.comment)).toEqual(['Yes', 'Agreed']);
  });

  it('GET /comments/{id} carries every reply; a reply alone has none', async () => {
    const { product } = await makeListing(t);
    const people = await makeUsers(t, 2);
    const top = await postComment(api, `/products/${product.id}/comments`, people[0]!, { comment: 'top' });
    for (let i = 0; i < 7; i++) await postComment(api, `/comments/${top.id}/reply`, people[1]!, { comment: `r${i}` });
    const res = await api.get(`/comments/${top.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.comment.replies).toHaveLength(7);
    const one = (await api.get(`/comments/${res.json().data.comment.replies[0].id}`)).json().data.comment;
    expect(one).toMatchObject({ depth: 1, replies: [] });
    expectError(await api.get(`/comments/${unknownId()}`), 404, COMMENT_MESSAGES.notFound);
  });
});

describe('edit and delete', () => {
  it('edits text and rating; the rating columns follow; a stars-only text follows its rating', async () => {
    const { product } = await makeListing(t);
    const u = await makeUser(t);
    const c = await postComment(api, `/products/${product.id}/comments`, u, { rating: 3 });
    let res = await api.put(`/comments/${c.id}`, u, { rating: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(COMMENT_MESSAGES.updated);
    expect(res.json().data.comment).toMatchObject({ comment: '★★★★★', rating: 5, isEdited: true });
    expect(await productCounters(t, product.id)).toMatchObject({ ratingAverage: 5, ratingCount: 1, commentsCount: 1 });
    res = await api.put(`/comments/${c.id}`, u, { comment: 'Changed my mind', rating: null });
    expect(res.json().data.comment).toMatchObject({ comment: 'Changed my mind', rating: null });
    expect(await productCounters(t, product.id)).toMatchObject({ ratingAverage: 0, ratingCount: 0, commentsCount: 1 });
    expectFieldError(await api.put(`/comments/${c.id}`, u, { comment: '  ' }), 'comment', COMMENT_MESSAGES.textRequired);
    expectFieldError(await api.put(`/comments/${c.id}`, u, { rating: 7 }), 'rating');
  });

  it('a reply cannot be given a rating by editing', async () => {
    const { product } = await makeListing(t);
    const u = await makeUser(t);
    const top = await postComment(api, `/products/${product.id}/comments`, u, { comment: 'top' });
    const reply = await postComment(api, `/comments/${top.id}/reply`, u, { comment: 'reply' });
    expectFieldError(await api.put(`/comments/${reply.id}`, u, { rating: 4 }), 'rating', COMMENT_MESSAGES.ratingTopLevelOnly);
  });

  it('soft-deletes: totals drop; a top-level comment with replies stays as a placeholder; a deleted reply leaves', async () => {
    const { product } = await makeListing(t);
    const [a, b] = await makeUsers(t, 2);
    const top = await postComment(api, `/products/${product.id}/comments`, a!, { comment: 'Mine', rating: 4 });
    const other = await postComment(api, `/products/${product.id}/comments`, b!, { rating: 2 });
    const reply = await postComment(api, `/comments/${top.id}/reply`, b!, { comment: 'Reply' });
    const reply2 = await postComment(api, `/comments/${top.id}/reply`, b!, { comment: 'Reply 2' });
    expect(await productCounters(t, product.id)).toMatchObject({ commentsCount: 4, ratingCount: 2, ratingAverage: 3 });

    const del = await api.del(`/comments/${top.id}`, a);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ success: true, data: { deleted: true, commentId: top.id }, message: COMMENT_MESSAGES.removed });
    expect(await productCounters(t, product.id)).toMatchObject({ commentsCount: 3, ratingCount: 1, ratingAverage: 2 });
    let list = (await api.get(`/products/${product.id}/comments`)).json().data;
    const placeholder = list.comments.find((c: { id: string }) => c.id === top.id);
    expect(placeholder).toMatchObject({ isDeleted: true, comment: COMMENT_MESSAGES.deleted, rating: null, media: [], userId: '', replyCount: 2 });
    expect(placeholder.user).toMatchObject({ name: '', username: '', maskedPhone: null });
    expect(JSON.stringify(placeholder)).not.toContain('Mine');
    expect(placeholder.replies).toHaveLength(2);
    expect(list.pagination.total).toBe(2);

    await api.del(`/comments/${reply.id}`, b);
    await api.del(`/comments/${reply2.id}`, b);
    expect(await productCounters(t, product.id)).toMatchObject({ commentsCount: 1, ratingCount: 1, ratingAverage: 2 });
    list = (await api.get(`/products/${product.id}/comments`)).json().data;
    expect(list.comments.map((c: { id: string }) => c.id)).toEqual([other.id]);
    expect(list.stats).toEqual({ totalComments: 1, averageRating: 2, ratingsCount: 1 });
    expectError(await api.get(`/comments/${top.id}`), 404, COMMENT_MESSAGES.notFound);
    expectError(await api.del(`/comments/${top.id}`, a), 404, COMMENT_MESSAGES.notFound);
    expectError(await api.put(`/comments/${reply.id}`, b, { comment: 'back' }), 404);
  });

  it('deleting the product removes its comments', async () => {
    const { product } = await makeListing(t);
    const u = await makeUser(t);
    const c = await postComment(api, `/products/${product.id}/comments`, u, { comment: 'bye' });
    const { products } = await import('../../platform/db/tables/products.ts');
    const { eq } = await import('drizzle-orm');
    await t.database.db.delete(products).where(eq(products.id, product.id));
    expectError(await api.get(`/comments/${c.id}`), 404);
  });
});

describe('limits and closed accounts', () => {
  it('more than 20 comments a minute from one person is a 429 with Retry-After', async () => {
    const { product } = await makeListing(t);
    const u = await makeUser(t);
    for (let i = 0; i < 20; i++) await postComment(api, `/products/${product.id}/comments`, u, { comment: `c${i}` });
    const res = await api.post(`/products/${product.id}/comments`, u, { comment: 'one too many' });
    expectError(res, 429, COMMENT_MESSAGES.tooMany);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await productCounters(t, product.id)).commentsCount).toBe(20);
  });

  it('a closed account’s comments stay but name nobody', async () => {
    const { product } = await makeListing(t);
    const u = await makeUser(t, { name: 'Gone Soon' });
    const c = await postComment(api, `/products/${product.id}/comments`, u, { comment: 'still here' });
    const { users } = await import('../../platform/db/tables/users.ts');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(users).set({ status: 'deleted' }).where(eq(users.id, u.id));
    const listed = (await api.get(`/comments/${c.id}`)).json().data.comment;
    expect(listed).toMatchObject({ comment: 'still here', user: { name: '', username: '', maskedPhone: null, avatar: null } });
  });
});

describe('catalog figures', () => {
  it('the product reply shows the real comment count and rating', async () => {
    const { product } = await makeListing(t);
    const [a, b, c] = await makeUsers(t, 3);
    await postComment(api, `/products/${product.id}/comments`, a!, { rating: 5 });
    await postComment(api, `/products/${product.id}/comments`, b!, { rating: 4 });
    await postComment(api, `/products/${product.id}/comments`, c!, { rating: 4 });
    const res = await api.get(`/products/${product.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data.product;
    expect(p.comments).toBe(3);
    expect(p.rating).toEqual({ average: 4.33, count: 3 });
  });
});

describe('GET /api/users/{id}/comments and /users/me/comments', () => {
  it('lists a user’s comments newest first with what they are on', async () => {
    const { product } = await makeListing(t, { title: 'Blue kettle' });
    const { shop } = await makeShop(t, undefined, { name: 'Kettle World', logo: 'seed/v1/logo.webp' });
    const u = await makeUser(t);
    const onProduct = await postComment(api, `/products/${product.id}/comments`, u, { comment: 'on product' });
    const onShop = await postComment(api, `/shops/${shop.id}/comments`, u, { comment: 'on shop' });
    const reply = await postComment(api, `/comments/${onProduct.id}/reply`, u, { comment: 'my reply' });
    const res = await api.get(`/users/${u.id}/comments`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.comments.map((c: { id: string }) => c.id)).toEqual([reply.id, onShop.id, onProduct.id]);
    expect(data.comments[1]).toMatchObject({ targetType: 'shop', targetId: shop.id, target: { id: shop.id, name: 'Kettle World', image: '/media/seed/v1/logo.webp' } });
    expect(data.comments[2]).toMatchObject({ targetType: 'product', target: { id: product.id, title: 'Blue kettle', image: null } });
    expect(data.pagination.total).toBe(3);

    const mine = await api.get('/users/me/comments?limit=2', u);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.comments).toHaveLength(2);
    expect(mine.json().data.pagination).toMatchObject({ total: 3, hasNextPage: true });
    expectError(await api.get('/users/me/comments'), 401);
    expectError(await api.get(`/users/${unknownId()}/comments`), 404, COMMENT_MESSAGES.userNotFound);
  });

  it('leaves out, page and total alike, what is on a product or shop no longer public; the author still sees it', async () => {
    const u = await makeUser(t);
    const word = `heron${Date.now()}`;
    const { product: live } = await makeListing(t);
    const { product: hidden } = await makeListing(t);
    const { shop: closing } = await makeShop(t);
    const [inClosing] = await makeProducts(t, closing, 1);
    const { shop: closed } = await makeShop(t);
    const kept = await postComment(api, `/products/${live.id}/comments`, u, { comment: `${word} kept` });
    for (const path of [`/products/${hidden.id}/comments`, `/products/${inClosing!.id}/comments`, `/shops/${closed.id}/comments`]) {
      await postComment(api, path, u, { comment: `${word} gone` });
    }
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    await t.database.db.update(shops).set({ isActive: false }).where(inArray(shops.id, [closing.id, closed.id]));

    const pub = (await api.get(`/users/${u.id}/comments?limit=1`)).json().data;
    expect(pub.comments.map((c: { id: string }) => c.id)).toEqual([kept.id]);
    expect(pub.pagination).toMatchObject({ total: 1, hasNextPage: false });
    const found = (await api.get(`/comments/search?q=${word}`)).json().data;
    expect([found.comments.map((c: { id: string }) => c.id), found.pagination.total]).toEqual([[kept.id], 1]);
    expect((await api.get('/users/me/comments', u)).json().data.pagination.total).toBe(4);
  });
});

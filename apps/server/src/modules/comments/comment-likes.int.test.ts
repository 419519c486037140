import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES } from '@sokoni/contracts/comments';
import { expectError } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { createMemoryLimiter } from '../../platform/limiter.ts';
import { createMediaUrl } from '../../platform/media-url.ts';
import type { NotificationEvent, Notifier } from '../../platform/notifier.ts';
import { rowsOf } from '../../platform/db/transaction.ts';
import { createCommentsQueryRepo } from './query-repo.ts';
import { createCommentsRepo } from './repo.ts';
import { createCommentsService } from './service.ts';
import { client, makeListing, makeShop, makeUser, makeUsers, postComment, type Client } from './test-data.ts';

let t: TestContext;
let api: Client;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

async function likeState(commentId: string) {
  const [row] = rowsOf<{ likes: number; rows: number }>(
    await t.database.db.execute(
      sql`select c.likes_count as likes, (select count(*)::int from comment_likes l where l.comment_id = c.id) as rows from comments c where c.id = ${commentId}`,
    ),
  );
  return row!;
}

async function aComment() {
  const { product, owner } = await makeListing(t);
  const author = await makeUser(t, { name: 'Author' });
  const comment = await postComment(api, `/products/${product.id}/comments`, author, { comment: 'Like me' });
  return { product, owner, author, comment };
}

describe('POST /api/comments/{id}/like', () => {
  it('toggles on both paths and lists who liked, newest first, without phone numbers', async () => {
    const { comment } = await aComment();
    const [a, b] = await makeUsers(t, 2);
    const first = await api.post(`/comments/${comment.id}/like`, a);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { liked: true, likesCount: 1 } });
    expect((await api.post(`/products/comments/${comment.id}/like`, b)).json().data).toEqual({ liked: true, likesCount: 2 });
    const likers = await api.get(`/comments/${comment.id}/likes?limit=1`);
    expect(likers.statusCode, likers.body).toBe(200);
    expect(likers.json().data.users.map((u: { id: string }) => u.id)).toEqual([b!.id]);
    expect(likers.json().data.pagination).toMatchObject({ total: 2, hasNextPage: true });
    expect(likers.body).not.toContain(b!.row.phoneNumber);
    expect((await api.post(`/products/comments/${comment.id}/like`, a)).json().data).toEqual({ liked: false, likesCount: 1 });
    expect(await likeState(comment.id)).toEqual({ likes: 1, rows: 1 });
  });

  it('a deleted comment cannot be liked', async () => {
    const { comment, author } = await aComment();
    const u = await makeUser(t);
    await api.del(`/comments/${comment.id}`, author);
    expectError(await api.post(`/comments/${comment.id}/like`, u), 404, COMMENT_MESSAGES.notFound);
  });

  it('30 people liking at once: 30 rows and likes 30', async () => {
    const { comment } = await aComment();
    const people = await makeUsers(t, 30);
    const replies = await Promise.all(people.map((u) => api.post(`/comments/${comment.id}/like`, u)));
    expect(replies.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    expect(new Set(replies.map((r) => r.json().data.likesCount)).size).toBe(30);
    expect(await likeState(comment.id)).toEqual({ likes: 30, rows: 30 });
  });

  it('a fast toggler never drifts: the count equals the rows', async () => {
    const { comment } = await aComment();
    const u = await makeUser(t);
    const others = await makeUsers(t, 3);
    for (const o of others) await api.post(`/comments/${comment.id}/like`, o);
    const replies = await Promise.all(Array.from({ length: 20 }, () => api.post(`/comments/${comment.id}/like`, u)));
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    const state = await likeState(comment.id);
    expect(state.likes).toBe(state.rows);
    expect([3, 4]).toContain(state.rows);
  });

  it('comments and replies posted at once keep every total exact', async () => {
    const { product } = await makeListing(t);
    const people = await makeUsers(t, 12);
    const top = await postComment(api, `/products/${product.id}/comments`, people[0]!, { comment: 'top', rating: 5 });
    await Promise.all(
      people.flatMap((u, i) => [
        api.post(`/products/${product.id}/comments`, u, { rating: (i % 5) + 1 }),
        api.post(`/comments/${top.id}/reply`, u, { comment: `reply ${i}` }),
      ]),
    );
    const [stored] = rowsOf<{ comments: number; ratings: number; average: string; replies: number }>(
      await t.database.db.execute(
        sql`select p.comments_count as comments, p.rating_count as ratings, p.rating_average::text as average,
          (select reply_count from comments where id = ${top.id}) as replies from products p where p.id = ${product.id}`,
      ),
    );
    // One rating per person, their latest: people[0]'s second review replaces their first 5.
    const ratings = people.map((_, i) => (i % 5) + 1);
    expect(stored).toEqual({
      comments: 1 + 12 + 12,
      ratings: 12,
      average: (Math.round((ratings.reduce((s, r) => s + r, 0) / ratings.length) * 100) / 100).toFixed(2),
      replies: 12,
    });
  });
});

describe('notifications', () => {
  function recording(fail = false) {
    const events: NotificationEvent[] = [];
    const notifier: Notifier = {
      async notify(event) {
        events.push(event);
        if (fail) throw new Error('push service down');
      },
    };
    const db = t.database.db;
    const service = createCommentsService({
      db,
      repo: createCommentsRepo(db),
      queries: createCommentsQueryRepo(db),
      mediaUrl: createMediaUrl(undefined),
      limiter: createMemoryLimiter(),
      notifier,
      log: t.app.log,
    });
    return { events, service };
  }
  const as = (u: { id: string }) => ({ userId: u.id, role: 'user' });

  it('tells the owner of a product or shop, the author replied to, and the author liked; never oneself', async () => {
    const { events, service } = recording();
    const { product, owner } = await makeListing(t);
    const { shop, owner: shopOwner } = await makeShop(t);
    const a = await makeUser(t, { name: 'Sipho' });
    const b = await makeUser(t, { name: 'Lindiwe' });

    const { comment } = await service.create({ type: 'product', id: product.id }, as(a), { comment: 'Nice' });
    await service.create({ type: 'shop', id: shop.id }, as(a), { rating: 5 });
    const { comment: reply } = await service.reply(comment.id, as(b), { comment: 'Agreed' });
    await service.toggleLike(comment.id, as(b));
    await service.toggleLike(comment.id, as(b)); // unlike: no event
    await service.toggleLike(comment.id, as(a)); // own comment: no event
    await service.reply(reply.id, as(a), { comment: 'Thanks' });
    await service.create({ type: 'product', id: product.id }, as(owner), { comment: 'Seller here' }); // own product

    expect(events.map((e) => [e.recipientId, e.type, e.setting, e.message])).toEqual([
      [owner.id, 'comment', 'comments', 'Sipho commented on your product'],
      [shopOwner.id, 'comment', 'comments', 'Sipho commented on your shop'],
      [a.id, 'comment', 'comments', 'Lindiwe replied to your comment'],
      [a.id, 'like', 'likes', 'Lindiwe liked your comment'],
      [b.id, 'comment', 'comments', 'Sipho replied to your comment'],
    ]);
    expect(events[0]).toMatchObject({ actorId: a.id, data: { productId: product.id, commentId: comment.id, actorName: 'Sipho', link: `/products/${product.id}` } });
    expect(events[1]!.data).toMatchObject({ shopId: shop.id, link: `/shops/${shop.id}` });
    expect(events[3]!.data).toMatchObject({ productId: product.id, commentId: comment.id });
  });

  it('a failing notifier does not fail the comment', async () => {
    const { events, service } = recording(true);
    const { product } = await makeListing(t);
    const a = await makeUser(t);
    const { comment } = await service.create({ type: 'product', id: product.id }, as(a), { comment: 'Still posted' });
    expect(comment.comment).toBe('Still posted');
    expect(events).toHaveLength(1);
  });

  it('through the app, the recipient gets a stored notification', async () => {
    const { product, owner } = await makeListing(t);
    const a = await makeUser(t, { name: 'Zodwa' });
    const comment = await postComment(api, `/products/${product.id}/comments`, a, { comment: 'Hello seller' });
    const rows = rowsOf<{ type: string; message: string; data: { commentId?: string } }>(
      await t.database.db.execute(sql`select type, message, data from notifications where user_id = ${owner.id}`),
    );
    expect(rows).toEqual([expect.objectContaining({ type: 'comment', message: 'Zodwa commented on your product', data: expect.objectContaining({ commentId: comment.id }) })]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { products } from '../../platform/db/tables/products.ts';
import { makeProducts, makeShop, makeUser, type TestUser } from '../social/test-data.ts';

/** The audit log names what each action touched, as it is now (issue 14). */
let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, { role: 'admin', name: 'Audit Admin' });
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) => t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
const act = async (url: string, payload?: object) => {
  const res = await call('POST', url, admin.token, payload);
  expect(res.statusCode, res.body).toBe(200);
};
type Entry = { action: string; targetType: string; targetId: string; target: { label: string; exists: boolean; page: { type: string; id: string } | null } };
async function auditOf(targetId: string): Promise<Entry[]> {
  const res = await call('GET', '/api/admin/audit-log?limit=100', admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.entries.filter((e: Entry) => e.targetId === targetId);
}
const targetOf = async (targetId: string, action: string) => (await auditOf(targetId)).find((e) => e.action === action)?.target;
const report = async (targetType: string, targetId: string, reason: string) => {
  const res = await call('POST', '/api/reports', (await makeUser(t)).token, { targetType, targetId, reason });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.report.id as string;
};

describe('GET /api/admin/audit-log target labels', () => {
  it("names a product by its title and a person by name and phone; a report by its reason and what it is about", async () => {
    const person = await makeUser(t, { name: 'Thandi Dlamini' });
    const { shop } = await makeShop(t, person, { name: 'Thandi Crafts' });
    const [product] = await makeProducts(t, shop, 1, { title: 'Woven Basket' });
    await act(`/api/admin/products/${product!.id}/hide`, { reason: 'Wrong category' });
    const shopReport = await report('shop', shop.id, 'Sells   copies\nof brands');
    await act(`/api/admin/reports/${shopReport}/resolve`, { action: 'suspend_user' });

    expect(await targetOf(product!.id, 'hide_product')).toEqual({ label: 'Woven Basket', exists: true, page: { type: 'product', id: product!.id } });
    expect(await targetOf(person.id, 'suspend_user')).toEqual({ label: `Thandi Dlamini (${person.row.phoneNumber})`, exists: true, page: null });
    expect(await targetOf(shopReport, 'resolve_report')).toEqual({ label: '"Sells copies of brands" on shop "Thandi Crafts"', exists: true, page: { type: 'shop', id: shop.id } });
  });

  it('quotes the start of a comment and links to what it is on', async () => {
    const { shop } = await makeShop(t);
    const [product] = await makeProducts(t, shop, 1);
    const author = await makeUser(t);
    const body = 'Terrible seller, never again. '.repeat(5).trim();
    const posted = await call('POST', `/api/products/${product!.id}/comments`, author.token, { comment: body });
    const commentId = posted.json().data.comment.id as string;
    const reportId = await report('comment', commentId, 'Abusive');
    await act(`/api/admin/reports/${reportId}/resolve`, { action: 'delete_comment' });

    const quoted = `"${body.slice(0, 79)}…"`;
    expect(await targetOf(commentId, 'delete_comment')).toEqual({ label: quoted, exists: true, page: { type: 'product', id: product!.id } });
    expect(await targetOf(reportId, 'resolve_report')).toEqual({ label: `"Abusive" on comment ${quoted}`, exists: true, page: { type: 'product', id: product!.id } });
  });

  it('falls back to the id when the target is gone, and a report says its target is gone', async () => {
    const { shop } = await makeShop(t);
    const [product] = await makeProducts(t, shop, 1, { title: 'Soon Deleted' });
    const reportId = await report('product', product!.id, 'Fake');
    await act(`/api/admin/reports/${reportId}/resolve`, { action: 'hide_product' });
    await t.database.db.delete(products).where(eq(products.id, product!.id));

    expect(await targetOf(product!.id, 'hide_product')).toEqual({ label: product!.id, exists: false, page: null });
    expect(await targetOf(reportId, 'resolve_report')).toEqual({ label: '"Fake" on product (gone)', exists: true, page: null });
  });

  it('labels a whole page of mixed targets with one lookup per kind of target, not one per row', async () => {
    const people = await Promise.all(Array.from({ length: 3 }, (_, i) => makeUser(t, { name: `Member ${i}` })));
    for (const p of people) await act(`/api/admin/users/${p.id}/suspend`, { reason: 'Spam' });
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = vi.spyOn(client, 'query');
    try {
      const res = await call('GET', '/api/admin/audit-log?limit=100', admin.token);
      const entries: Entry[] = res.json().data.entries;
      expect(new Set(entries.map((e) => e.targetType))).toEqual(new Set(['product', 'user', 'report', 'comment']));
      for (const p of people) expect(entries.map((e) => e.target.label)).toContain(`${p.row.name} (${p.row.phoneNumber})`);
      const lookups = query.mock.calls.map(([text]) => String(typeof text === 'object' && text ? (text as { text: string }).text : text)).filter((text) => /from "(products|shops|comments|chat_messages|reports)"/.test(text));
      // Each owner is asked once for the whole page (issue 27: faces, not joins), whatever its size.
      const tables = lookups.map((text) => /from "(\w+)"/.exec(text)?.[1]);
      expect(tables.length).toBeGreaterThan(0);
      expect(new Set(tables).size).toBe(tables.length);
    } finally {
      query.mockRestore();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

/** Issue 5: the API document shows every reply, not just what each route takes. */

type Schema = Record<string, unknown>;
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The JSON reply schema of an operation's first 2xx response, when it says anything. */
function successSchema(op: Operation): Schema | undefined {
  const status = Object.keys(op.responses ?? {}).find((s) => /^2(\d\d|xx)$/.test(s));
  const schema = status ? op.responses?.[status]?.content?.['application/json']?.schema : undefined;
  return schema && Object.keys(schema).length > 0 ? schema : undefined;
}

describe('GET /api/docs/json', () => {
  it('documents a success reply for every operation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<Document>();
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m) => ({ name: `${m.toUpperCase()} ${path}`, op: item[m]! })),
    );
    expect(operations.length).toBeGreaterThan(100);
    const undocumented = operations.filter(({ op }) => !successSchema(op)).map(({ name }) => name);
    expect(undocumented, `${undocumented.length} operations without a reply schema:\n${undocumented.join('\n')}`).toEqual([]);
  });

  it('defines every component a reply refers to', async () => {
    const text = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
    const defined = Object.keys(JSON.parse(text).components?.schemas ?? {});
    const referred = new Set([...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]));
    expect([...referred].filter((name) => !defined.includes(name!))).toEqual([]);
    expect(defined).toEqual(expect.arrayContaining(['ProductCard', 'ProductDetail', 'Shop', 'User', 'Comment', 'Notification', 'ErrorReply']));
  });

  it('documents the error envelope beside the success reply', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
    const me = doc.paths['/api/users/me']?.get;
    expect(Object.keys(me?.responses ?? {})).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
  });
});

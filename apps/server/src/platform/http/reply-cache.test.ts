import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createReplyCache, sharedReplyTtlMs } from './reply-cache.ts';

let clock = 0;
let builds = 0;
let fail = false;
let release: (() => void) | undefined;

let cache: ReturnType<typeof createReplyCache>;

async function appWith(ttlMs: number, maxEntries?: number) {
  // Each reply shows the item named by its key: `k=a` shows `item:a`.
  cache = createReplyCache({ ttlMs, maxEntries, now: () => clock, tagsOf: (value) => [`item:${(value as { data: { k: string } }).data.k}`] });
  const app = Fastify();
  app.get('/x', (request, reply) =>
    cache.serve(request, reply, String((request.query as { k?: string }).k ?? ''), async () => {
      builds += 1;
      const n = builds;
      if ((request.query as { wait?: string }).wait) await new Promise<void>((r) => (release = r));
      if (fail) throw new Error('boom');
      return { success: true, data: { n, k: String((request.query as { k?: string }).k ?? ''), pad: 'x'.repeat(2000) } };
    }),
  );
  await app.ready();
  return app;
}
const n = (res: { json(): { data: { n: number } } }) => res.json().data.n;

afterEach(() => {
  clock = 0;
  builds = 0;
  fail = false;
});

describe('createReplyCache', () => {
  it('builds every time without a ttl', async () => {
    const app = await appWith(0);
    expect(n(await app.inject('/x'))).toBe(1);
    expect(n(await app.inject('/x'))).toBe(2);
  });

  it('builds once per key and ttl, however many ask at once', async () => {
    const app = await appWith(1000);
    const [a, b] = await Promise.all([app.inject('/x?k=1&wait=1'), (async () => {
      while (!release) await new Promise((r) => setTimeout(r, 1));
      const second = app.inject('/x?k=1');
      await new Promise((r) => setTimeout(r, 5));
      release();
      return second;
    })()]);
    expect([n(a), n(b)]).toEqual([1, 1]);
    expect(builds).toBe(1);
    expect(n(await app.inject('/x?k=2'))).toBe(2);
    expect(a.headers['content-type']).toMatch(/application\/json/);
    release = undefined;
  });

  it('serves a stale body once while refreshing, then the new one; too stale waits', async () => {
    const app = await appWith(1000);
    expect(n(await app.inject('/x'))).toBe(1);
    clock = 1500;
    expect(n(await app.inject('/x'))).toBe(1);
    await new Promise((r) => setTimeout(r, 5));
    expect(n(await app.inject('/x'))).toBe(2);
    clock = 10_000;
    expect(n(await app.inject('/x'))).toBe(3);
  });

  it('passes a failure on and tries again next time', async () => {
    const app = await appWith(1000);
    fail = true;
    expect((await app.inject('/x')).statusCode).toBe(500);
    fail = false;
    expect(n(await app.inject('/x'))).toBe(2);
  });

  it('compresses with brotli or gzip once per body', async () => {
    const app = await appWith(1000);
    const br = await app.inject({ url: '/x', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data.n).toBe(1);
    const gz = await app.inject({ url: '/x', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).data.n).toBe(1);
    expect(br.headers.vary).toMatch(/accept-encoding/);
  });

  it('keeps at most maxEntries', async () => {
    const app = await appWith(1000, 2);
    await app.inject('/x?k=a');
    await app.inject('/x?k=b');
    await app.inject('/x?k=c');
    expect(builds).toBe(3);
    await app.inject('/x?k=c');
    expect(builds).toBe(3);
    await app.inject('/x?k=a');
    expect(builds).toBe(4);
  });

  it('drops only the replies that show a changed item', async () => {
    const app = await appWith(60_000);
    await app.inject('/x?k=a');
    await app.inject('/x?k=b');
    cache.drop('item:a');
    expect(n(await app.inject('/x?k=a'))).toBe(3);
    expect(n(await app.inject('/x?k=b'))).toBe(2);
  });

  it('does not keep a reply whose build was running when a change landed', async () => {
    const app = await appWith(60_000);
    const inFlight = app.inject('/x?k=a&wait=1');
    await new Promise((r) => setTimeout(r, 20));
    cache.drop('item:a');
    release!();
    expect(n(await inFlight)).toBe(1);
    expect(n(await app.inject('/x?k=a'))).not.toBe(1);
  });

  it('is off under test', () => {
    expect(sharedReplyTtlMs({ env: 'test' })).toBe(0);
    expect(sharedReplyTtlMs({ env: 'production' })).toBeGreaterThan(0);
  });
});

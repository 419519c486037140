import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createEarlyReplies } from './early-replies.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function start(early: ReturnType<typeof createEarlyReplies>) {
  const server = early.serverFactory((_req, res) => res.end('fastify'), { keepAliveTimeout: 5000 });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async (url: string) => {
    const res = await fetch(`${base}${url}`);
    return { body: await res.text(), csp: res.headers.get('content-security-policy') };
  };
}

const headers = { http: { 'Content-Security-Policy': "default-src 'self'" }, https: { 'Content-Security-Policy': "default-src 'self'", 'strict-transport-security': 'x' } };

describe('early replies', () => {
  it('leave every request to Fastify until configured, then let a handler answer what it takes', async () => {
    const early = createEarlyReplies();
    const seen: string[] = [];
    early.add((req, res, common) => {
      if (req.url !== '/early') return undefined;
      res.writeHead(200, common);
      res.end('early');
      return '/early-route';
    });
    const get = await start(early);
    expect((await get('/early')).body).toBe('fastify');

    early.configure({ headers, isHttps: () => false, observe: (route, _req, status) => seen.push(`${route} ${status}`) });
    expect(await get('/early')).toEqual({ body: 'early', csp: "default-src 'self'" });
    expect((await get('/other')).body).toBe('fastify');
    expect(seen).toEqual(['/early-route 200']);
    expect(early.served).toBe(1);
  });

  it('stop answering once the handler is removed', async () => {
    const early = createEarlyReplies();
    early.configure({ headers, isHttps: () => false, observe: () => {} });
    const remove = early.add((_req, res) => {
      res.end('early');
      return '/x';
    });
    const get = await start(early);
    expect((await get('/a')).body).toBe('early');
    remove();
    expect((await get('/a')).body).toBe('fastify');
  });
});

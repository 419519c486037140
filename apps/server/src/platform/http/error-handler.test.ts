import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';

// The classification of failures, on a bare Fastify with the one error handler.
async function replyTo(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return res;
}

const withProps = (message: string, props: Record<string, unknown>) => Object.assign(new Error(message), props);

describe('the error handler', () => {
  it('answers a lost database connection with 503 and Retry-After', async () => {
    const res = await replyTo(withProps('Failed query: select 1', { cause: withProps('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }) }));
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps a client’s own 4xx that carries a socket code (an aborted upload) as it is (review finding)', async () => {
    const res = await replyTo(withProps('aborted', { code: 'ECONNRESET', statusCode: 400 }));
    expect(res.statusCode).toBe(400);
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it('reads the reset of a client that hung up mid-upload as the client leaving, not the database failing', async () => {
    const lines: Array<{ msg: string; level: number }> = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(JSON.parse(String(chunk)) as { msg: string; level: number })) });
    const app = Fastify({ logger: { level: 'info', stream } });
    registerErrorHandler(app);
    app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));
    app.post('/upload', async (request) => {
      // Read as an upload does: the client's reset surfaces here as Node's 'aborted' (ECONNRESET).
      for await (const chunk of request.raw) void chunk;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const client = connect(port, '127.0.0.1');
    await once(client, 'connect');
    client.write('POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: 100000\r\n\r\npart of a file');
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.resetAndDestroy();
    const settled = () => lines.some((l) => l.msg === 'client closed the connection' || l.msg === 'database unavailable' || l.level >= 40);
    for (let waited = 0; waited < 2_000 && !settled(); waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    await app.close();
    expect(lines.some((l) => l.msg === 'client closed the connection')).toBe(true);
    expect(lines.filter((l) => l.msg === 'database unavailable' || l.level >= 40)).toEqual([]);
  });

  // Issue 24.3: a JSON body read in full leaves the request stream destroyed (autoDestroy); that
  // request was not cancelled, and neither a database outage nor a bug may be hidden as one.
  it.each([
    { thrown: withProps('Failed query: insert', { cause: withProps('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }) }), status: 503, logged: 'database unavailable' },
    { thrown: new Error('a bug'), status: 500, logged: 'unhandled error' },
  ])('answers a request whose body was read in full with $status, logged as "$logged"', async ({ thrown, status, logged }) => {
    const lines: Array<{ msg: string; level: number }> = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(JSON.parse(String(chunk)) as { msg: string; level: number })) });
    const app = Fastify({ logger: { level: 'info', stream } });
    registerErrorHandler(app);
    app.post('/write', async () => {
      throw thrown;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/write`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Sipho' }) });
    await app.close();
    expect(res.status).toBe(status);
    expect(lines.some((l) => l.msg === logged)).toBe(true);
    expect(lines.some((l) => l.msg === 'client closed the connection')).toBe(false);
  });
});

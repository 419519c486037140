import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '@sokoni/contracts/notifications';
import { forbidden } from '../http/errors.ts';
import type { Realtime } from './realtime.ts';
import { createRealtime } from './socket.ts';

// The realtime layer on bare HTTP servers: tokens are "token-<userId>", no database involved.
const log = Fastify({ logger: false }).log;
// A typed event any test may push: someone typing in chat c1.
const CHAT = '0b8f8a5e-2d7c-4b8e-9a51-3f1f0c6d2a10';
const TYPING = { chatId: CHAT, userId: 'u0', isTyping: true };
/** "token-zu-<userId>": an account that chose isiZulu. */
const authenticate = async (token: string) => {
  if (token.startsWith('token-zu-')) return { userId: token.slice(9), language: 'zu' as const };
  return token.startsWith('token-') ? { userId: token.slice(6) } : null;
};
/** How long the Redis test holds writes: other test files share the server, so briefly. */
const PAUSE_MS = 300;
const opened: { server: Server; realtime: Realtime }[] = [];
const clients: Socket[] = [];

async function start(redis?: { url: string; prefix: string }) {
  const server = createServer();
  const realtime = createRealtime({ httpServer: server, authenticate, log, redisUrl: redis?.url, redisPrefix: redis?.prefix });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  opened.push({ server, realtime });
  return { realtime, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function client(url: string, userId: string, options: { token?: string; headers?: Record<string, string> } = {}) {
  const socket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    auth: { token: options.token ?? `token-${userId}` },
    reconnection: false,
    forceNew: true,
    ...(options.headers ? { extraHeaders: options.headers } : {}),
  });
  clients.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const received = (socket: Socket, event: string, ms = 1000) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const { server, realtime } of opened.splice(0)) {
    await realtime.close();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('createRealtime', () => {
  // Issue 24.6: the scheme of an Authorization header is case-insensitive (RFC 7235).
  it.each(['Bearer', 'bearer'])('takes a token from an Authorization header with the scheme written "%s"', async (scheme) => {
    const { url } = await start();
    const socket = connect(url, { path: SOCKET_PATH, transports: ['polling'], extraHeaders: { authorization: `${scheme} token-u5` }, reconnection: false, forceNew: true });
    clients.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    expect(socket.connected).toBe(true);
  });

  it("emits to a user's room only", async () => {
    const { realtime, url } = await start();
    const [mine, theirs] = [await client(url, 'u1'), await client(url, 'u2')];
    let theirsGot = false;
    theirs.on('chat:typing', () => (theirsGot = true));
    const got = received(mine, 'chat:typing');
    realtime.emitToUser('u1', 'chat:typing', TYPING);
    expect(await got).toEqual(TYPING);
    expect(theirsGot).toBe(false);
  });

  it('hands a valid client event to its handler with the sender, and acknowledges what it returns', async () => {
    const { realtime, url } = await start();
    const seen: [string, unknown][] = [];
    realtime.onClientEvent('chat:typing', ({ userId }, payload) => {
      seen.push([userId, payload]);
      return { heard: true };
    });
    const socket = await client(url, 'u7');
    const ack = await socket.timeout(1000).emitWithAck('chat:typing', { chatId: CHAT, isTyping: true });
    expect(ack).toEqual({ success: true, data: { heard: true } });
    expect(seen).toEqual([['u7', { chatId: CHAT, isTyping: true }]]);
  });

  it('refuses an event that breaks its schema with the fields, before any handler sees it', async () => {
    const { realtime, url } = await start();
    let called = false;
    realtime.onClientEvent('chat:typing', () => void (called = true));
    const socket = await client(url, 'u7');
    const ack = await socket.timeout(1000).emitWithAck('chat:typing', { chatId: 'not-an-id', isTyping: 'yes' });
    expect(ack).toMatchObject({ success: false, message: 'Validation failed' });
    expect(ack.errors.map((e: { field: string }) => e.field).sort()).toEqual(['chatId', 'isTyping']);
    expect(called).toBe(false);
  });

  it("acknowledges a handler's refusal with its message, a crash with a plain one, and keeps the socket", async () => {
    const { realtime, url } = await start();
    realtime.onClientEvent('chat:join', () => {
      throw forbidden('Not your conversation');
    });
    realtime.onClientEvent('chat:leave', () => {
      throw new Error('SELECT secret FROM somewhere');
    });
    const socket = await client(url, 'u7');
    expect(await socket.timeout(1000).emitWithAck('chat:join', { chatId: CHAT })).toEqual({ success: false, message: 'Not your conversation' });
    expect(await socket.timeout(1000).emitWithAck('chat:leave', { chatId: CHAT })).toEqual({ success: false, message: 'Something went wrong' });
    // Without an ack callback, and for an event nobody declared: nothing breaks.
    socket.emit('chat:join', { chatId: CHAT });
    socket.emit('no:such:event', {});
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.connected).toBe(true);
  });

  it("acknowledges in the account's language, else the handshake's Accept-Language (issue 29)", async () => {
    const { realtime, url } = await start();
    realtime.onClientEvent('chat:leave', () => {
      throw new Error('boom');
    });
    realtime.onClientEvent('chat:typing', () => undefined);
    const zulu = await client(url, 'u8', { token: 'token-zu-u8' });
    expect(await zulu.timeout(1000).emitWithAck('chat:leave', { chatId: CHAT })).toEqual({ success: false, message: 'Kukhona okungahambanga kahle' });
    const guestSwahili = await client(url, 'u9', { headers: { 'accept-language': 'sw-KE' } });
    expect(await guestSwahili.timeout(1000).emitWithAck('chat:typing', { chatId: 'x', isTyping: true })).toMatchObject({ success: false, message: 'Taarifa si sahihi' });
    const english = await client(url, 'u10');
    expect(await english.timeout(1000).emitWithAck('chat:leave', { chatId: CHAT })).toEqual({ success: false, message: 'Something went wrong' });
  });

  it("pushes to a conversation's room: the sockets that joined it, optionally but one user's", async () => {
    const { realtime, url } = await start();
    realtime.onClientEvent('chat:join', ({ joinConversation }, { chatId }) => joinConversation(chatId));
    const [buyer, seller, stranger] = [await client(url, 'u1'), await client(url, 'u2'), await client(url, 'u3')];
    for (const socket of [buyer, seller]) expect(await socket.timeout(1000).emitWithAck('chat:join', { chatId: CHAT })).toEqual({ success: true });
    let strangerGot = false;
    let buyerGot = 0;
    stranger.on('chat:typing', () => (strangerGot = true));
    buyer.on('chat:typing', () => buyerGot++);
    const got = received(seller, 'chat:typing');
    realtime.emitToConversation(CHAT, 'chat:typing', { chatId: CHAT, userId: 'u1', isTyping: true }, { exceptUserId: 'u1' });
    expect(await got).toEqual({ chatId: CHAT, userId: 'u1', isTyping: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(strangerGot).toBe(false);
    expect(buyerGot).toBe(0);
  });

  it('ends a socket whose session was revoked between its handshake check and its room join', async () => {
    const server = createServer();
    let checks = 0;
    // The first check passes; by the second (right after the join) the session is gone.
    const racing = createRealtime({ httpServer: server, authenticate: async () => (++checks === 1 ? { userId: 'u9', sessionId: 's9' } : null), log });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    opened.push({ server, realtime: racing });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const socket = connect(url, { path: SOCKET_PATH, transports: ['websocket'], auth: { token: 'token-u9' }, reconnection: false, forceNew: true });
    clients.push(socket);
    const reason = await new Promise((resolve) => socket.once('disconnect', resolve));
    expect(reason).toBe('io server disconnect');
    expect(checks).toBe(2);
  });

  it('close() is idempotent and ends its sockets', async () => {
    const { realtime, url } = await start();
    const socket = await client(url, 'u1');
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    await Promise.all([realtime.close(), realtime.close()]);
    expect(await gone).toBe('io server disconnect');
  });
});

describe('with Redis unreachable', () => {
  it('still delivers to local sockets and neither throws nor leaves a rejection behind', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const { realtime, url } = await start({ url: 'redis://127.0.0.1:1', prefix: 'dead:' });
      const socket = await client(url, 'u1');
      const got = received(socket, 'chat:typing');
      realtime.emitToUser('u1', 'chat:typing', TYPING);
      expect(await got).toEqual(TYPING);
      // An answer waiting for its events to reach Redis goes anyway: sent() ends, within its cap.
      await realtime.sent();
      // ioredis gives up on a command after its retries (maxRetriesPerRequest): wait past that.
      await new Promise((r) => setTimeout(r, 1500));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.warn('socket.int.test.ts: REDIS_URL is not set, so the cross-process fan-out tests are skipped');

describe.skipIf(!redisUrl)('fan-out through Redis (needs REDIS_URL)', () => {
  it('reaches a socket of another server on the same prefix, and not one on another prefix', async () => {
    const prefix = `t${randomBytes(4).toString('hex')}:`;
    const a = await start({ url: redisUrl!, prefix });
    const b = await start({ url: redisUrl!, prefix });
    const elsewhere = await start({ url: redisUrl!, prefix: `${prefix}other:` });
    const [onB, onElsewhere] = [await client(b.url, 'u1'), await client(elsewhere.url, 'u1')];
    let leaked = false;
    onElsewhere.on('chat:typing', () => (leaked = true));
    const got = received(onB, 'chat:typing');
    // The subscriptions are asynchronous; a fresh server may need a moment before it hears.
    const retry = setInterval(() => a.realtime.emitToUser('u1', 'chat:typing', TYPING), 100);
    a.realtime.emitToUser('u1', 'chat:typing', TYPING);
    try {
      expect(await got).toEqual(TYPING);
    } finally {
      clearInterval(retry);
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(leaked).toBe(false);
  });

  it('sent() waits until Redis has taken the event, so an acknowledged one survives the sender dying', async () => {
    const prefix = `t${randomBytes(4).toString('hex')}:`;
    const a = await start({ url: redisUrl!, prefix });
    const b = await start({ url: redisUrl!, prefix });
    const onB = await client(b.url, 'u1');
    // Let both servers' subscriptions settle: an event from A reaches B.
    const first = received(onB, 'chat:typing', 5000);
    const retry = setInterval(() => a.realtime.emitToUser('u1', 'chat:typing', TYPING), 100);
    await first.finally(() => clearInterval(retry));
    await new Promise((r) => setTimeout(r, 200));

    // Redis holds every write (PUBLISH included) for a moment: sent() must not resolve before it answers.
    const admin = new Redis(redisUrl!);
    try {
      await admin.client('PAUSE', PAUSE_MS, 'WRITE');
      const got = received(onB, 'chat:typing', 5000);
      const started = performance.now();
      a.realtime.emitToUser('u1', 'chat:typing', TYPING);
      await a.realtime.sent();
      expect(performance.now() - started).toBeGreaterThanOrEqual(PAUSE_MS - 50);
      expect(await got).toEqual(TYPING);
    } finally {
      await admin.client('UNPAUSE');
      admin.disconnect();
    }
  });
});

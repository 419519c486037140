import { describe, expect, it, vi } from 'vitest';
import { createRealtimeConnection, NOT_DELIVERED, REALTIME_CONNECTED, type CreateSocket, type RealtimeSocket } from './realtime-connection.ts';

type Listener = (...args: never[]) => void;

/** A stand-in for a Socket.IO client socket: tests drive its events by hand. */
class FakeSocket implements RealtimeSocket {
  active = true;
  connected = false;
  connects = 0;
  sent: [string, unknown][] = [];
  /** The server's answer to the next emitWithAck; a rejection stands for no answer in time. */
  answer: () => Promise<unknown> = async () => ({ success: true });
  disconnected = false;
  private listeners = new Map<string, Listener[]>();
  private anyListeners: Array<(event: string, ...args: unknown[]) => void> = [];
  constructor(readonly auth: (send: (payload: { token: string }) => void) => void) {}
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  onAny(listener: (event: string, ...args: unknown[]) => void) {
    this.anyListeners.push(listener);
  }
  connect() {
    this.connects++;
    this.active = true;
  }
  disconnect() {
    this.disconnected = true;
    this.active = false;
  }
  timeout(_ms: number) {
    return {
      emitWithAck: (event: string, payload: unknown) => {
        this.sent.push([event, payload]);
        return this.answer();
      },
    };
  }
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    this.listeners.get(event)?.forEach((listener) => (listener as (...a: unknown[]) => void)(...args));
  }
  serverEmits(event: string, payload: unknown) {
    this.anyListeners.forEach((listener) => listener(event, payload));
  }
  handshakeToken(): Promise<string> {
    return new Promise((resolve) => this.auth(({ token }) => resolve(token)));
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  let userId: string | null = null;
  const sessionListeners = new Set<() => void>();
  const sockets: FakeSocket[] = [];
  let token = 'token-1';
  const create: CreateSocket = (auth) => {
    const socket = new FakeSocket(auth);
    sockets.push(socket);
    return socket;
  };
  const timers: Array<() => void> = [];
  const refreshTokens = vi.fn(async () => {
    token = `token-${Number(token.split('-')[1]) + 1}`;
  });
  const loadSocket = vi.fn(async () => create);
  let online: (() => void) | null = null;
  const connection = createRealtimeConnection({
    loadSocket,
    currentUserId: () => userId,
    subscribeSession: (listener) => {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    getAccessToken: async () => (userId ? token : null),
    refreshTokens,
    setTimeout: (run) => timers.push(run),
    subscribeOnline: (listener) => {
      online = listener;
      return () => (online = null);
    },
  });
  const signIn = (id: string) => {
    userId = id;
    sessionListeners.forEach((listener) => listener());
  };
  const signOut = () => {
    userId = null;
    sessionListeners.forEach((listener) => listener());
  };
  const backOnline = () => online?.();
  return { connection, sockets, signIn, signOut, refreshTokens, loadSocket, timers, backOnline };
}

describe('realtime connection', () => {
  it('connects at once when the network comes back, and catches up', async () => {
    const t = setup();
    t.connection.start();
    t.signIn('u1');
    await flush();
    const socket = t.sockets[0]!;
    socket.fire('connect');
    const caughtUp = vi.fn();
    t.connection.on(REALTIME_CONNECTED, caughtUp);
    socket.fire('disconnect', 'transport close');
    t.backOnline();
    expect(socket.connects).toBe(1);
    socket.fire('connect');
    expect(caughtUp).toHaveBeenCalledTimes(1);
    t.backOnline(); // already connected: nothing to do
    expect(socket.connects).toBe(1);
  });

  it('loads the client only once someone signs in, and closes on sign-out', async () => {
    const t = setup();
    t.connection.start();
    await flush();
    expect(t.loadSocket).not.toHaveBeenCalled();
    expect(t.connection.getStatus()).toBe('idle');

    t.signIn('u1');
    await flush();
    expect(t.sockets).toHaveLength(1);
    expect(t.connection.getStatus()).toBe('connecting');
    t.sockets[0]!.fire('connect');
    expect(t.connection.getStatus()).toBe('connected');

    t.signOut();
    expect(t.sockets[0]!.disconnected).toBe(true);
    expect(t.connection.getStatus()).toBe('idle');
  });

  it('keeps one socket per session, and a new one when another user signs in', async () => {
    const t = setup();
    t.connection.start();
    t.signIn('u1');
    t.signIn('u1'); // a token rotation or profile update notifies too
    await flush();
    expect(t.sockets).toHaveLength(1);
    t.signIn('u2');
    await flush();
    expect(t.sockets).toHaveLength(2);
    expect(t.sockets[0]!.disconnected).toBe(true);
  });

  it('hands the current access token to every handshake', async () => {
    const t = setup();
    t.connection.start();
    t.signIn('u1');
    await flush();
    expect(await t.sockets[0]!.handshakeToken()).toBe('token-1');
  });

  it('refreshes the token and connects again when the server refuses an expired one', async () => {
    const t = setup();
    t.connection.start();
    t.signIn('u1');
    await flush();
    const socket = t.sockets[0]!;
    socket.active = false; // a refused handshake leaves the socket inactive
    socket.fire('connect_error', new Error('Invalid or expired token'));
    await flush();
    expect(t.refreshTokens).toHaveBeenCalledTimes(1);
    expect(socket.connects).toBe(1);
    expect(await socket.handshakeToken()).toBe('token-2');
  });

  it('gives up after repeated refused handshakes instead of looping', async () => {
    const t = setup();
    t.connection.start();
    t.signIn('u1');
    await flush();
    const socket = t.sockets[0]!;
    for (let i = 0; i < 5; i++) {
      socket.active = false;
      socket.fire('connect_error', new Error('Unauthorized'));
      await flush();
    }
    expect(t.refreshTokens).toHaveBeenCalledTimes(2);
  });

  it('leaves network errors to the client’s own reconnection', async () => {
    const t = setup();
    t.connection.start();
    t.signIn('u1');
    await flush();
    t.sockets[0]!.fire('connect_error', new Error('websocket error'));
    await flush();
    expect(t.refreshTokens).not.toHaveBeenCalled();
  });

  it('connects again, after a pause, when the server drops the connection', async () => {
    const t = setup();
    t.connection.start();
    t.signIn('u1');
    await flush();
    const socket = t.sockets[0]!;
    socket.fire('connect');
    socket.fire('disconnect', 'io server disconnect');
    expect(socket.connects).toBe(0);
    t.timers.shift()!();
    expect(socket.connects).toBe(1);
  });

  it('delivers events to subscribers registered before the client loaded, until they unsubscribe', async () => {
    const t = setup();
    const handler = vi.fn();
    const unsubscribe = t.connection.on('notification:new', handler);
    t.connection.start();
    t.signIn('u1');
    await flush();
    t.sockets[0]!.serverEmits('notification:new', { _id: 'n1' });
    expect(handler).toHaveBeenCalledWith({ _id: 'n1' });
    unsubscribe();
    t.sockets[0]!.serverEmits('notification:new', { _id: 'n2' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('says each time it connects, the first time too, so listeners catch up on what was fetched before', async () => {
    const t = setup();
    const connected = vi.fn();
    t.connection.on(REALTIME_CONNECTED, connected);
    t.connection.start();
    t.signIn('u1');
    await flush();
    t.sockets[0]!.fire('connect');
    expect(connected).toHaveBeenCalledTimes(1);
    t.sockets[0]!.fire('disconnect', 'transport close');
    t.sockets[0]!.fire('connect');
    expect(connected).toHaveBeenCalledTimes(2);
  });

  it('sends a client event and resolves with the acknowledgement, or says it was not delivered', async () => {
    const t = setup();
    t.connection.start();
    const chatId = '0b8f8a5e-2d7c-4b8e-9a51-3f1f0c6d2a10';
    expect(await t.connection.send('chat:typing', { chatId, isTyping: true })).toEqual(NOT_DELIVERED);
    t.signIn('u1');
    await flush();
    const socket = t.sockets[0]!;
    expect(await t.connection.send('chat:typing', { chatId, isTyping: true })).toEqual(NOT_DELIVERED);
    socket.fire('connect');
    socket.answer = async () => ({ success: false, message: 'Not your conversation' });
    expect(await t.connection.send('chat:join', { chatId })).toEqual({ success: false, message: 'Not your conversation' });
    expect(socket.sent).toEqual([['chat:join', { chatId }]]);
    socket.answer = () => Promise.reject(new Error('operation has timed out'));
    expect(await t.connection.send('chat:typing', { chatId, isTyping: false })).toEqual(NOT_DELIVERED);
  });

  it('ignores a socket that finished loading after the user signed out', async () => {
    const t = setup();
    t.connection.start();
    t.signIn('u1');
    t.signOut();
    await flush();
    expect(t.sockets).toHaveLength(0);
    expect(t.connection.getStatus()).toBe('idle');
  });
});

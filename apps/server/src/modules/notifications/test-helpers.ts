// Test helpers of the notifications module: live sockets against a listening app, and
// notifications written through the real notifier.
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { SOCKET_EVENTS, SOCKET_PATH, type Notification } from '@sokoni/contracts/notifications';
import type { ServerEventName, ServerEventPayload } from '@sokoni/contracts/realtime';
import { createTestApp, type TestApp, type TestContext } from '../../../test/harness.ts';
import type { NotificationEvent } from '../../platform/notifier.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { createNotifier } from './notifier.ts';

export async function listenOnFreePort(app: TestApp): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A socket.io-client connection as the web app makes it; resolves once connected, rejects on refusal. */
export function connectSocket(baseUrl: string, token: string | undefined, extra: { reconnection?: boolean } = {}): Promise<Socket> {
  const socket = connect(baseUrl, {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    auth: token === undefined ? {} : { token },
    reconnection: extra.reconnection ?? false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/**
 * A test app listening on a free port, for tests over live sockets. Call it in a file or a
 * describe: it opens the app before the tests (`live.t`, `live.url`) and closes every socket
 * `live.socketOf` opened, then the app, after them.
 */
export function socketTestApp() {
  const sockets: Socket[] = [];
  const live = {} as { t: TestContext; url: string; socketOf: (token: string) => Promise<Socket> };
  live.socketOf = async (token) => {
    const socket = await connectSocket(live.url, token);
    sockets.push(socket);
    return socket;
  };
  beforeAll(async () => {
    live.t = await createTestApp();
    live.url = await listenOnFreePort(live.t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await live.t?.close();
  });
  return live;
}

/** The next `event` the server sends on the socket, or a rejection after `ms`. */
export function nextEvent<E extends ServerEventName>(socket: Socket, event: E, ms = 2000): Promise<ServerEventPayload<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, on as never);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    function on(payload: ServerEventPayload<E>) {
      clearTimeout(timer);
      resolve(payload);
    }
    socket.once(event, on as never);
  });
}

/** The next `notification:new` on the socket, or a rejection after `ms`. */
export function nextNotification(socket: Socket, ms = 1000): Promise<Notification> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(SOCKET_EVENTS.notificationNew, onEvent);
      reject(new Error(`no ${SOCKET_EVENTS.notificationNew} within ${ms} ms`));
    }, ms);
    function onEvent(payload: Notification) {
      clearTimeout(timer);
      resolve(payload);
    }
    socket.once(SOCKET_EVENTS.notificationNew, onEvent);
  });
}

/** Everything pushed to users through a realtime stand-in: for notifier tests that need no sockets. */
export function recordingRealtime() {
  const pushed: { userId: string; event: string; payload: unknown }[] = [];
  const realtime: Realtime = {
    emitToUser: (userId, event, payload) => void pushed.push({ userId, event, payload }),
    emitToConversation() {},
    onClientEvent() {},
    isConnected: async () => false,
    sent: async () => {},
    connectedCount: () => 0,
    disconnectSessions() {},
    close: async () => {},
  };
  return { realtime, pushed };
}

/** The real notifier on the test app's database. */
export function testNotifier(t: TestContext, realtime = recordingRealtime().realtime) {
  return createNotifier({ db: t.database.db, realtime, log: t.app.log, mediaUrl: (k) => k });
}

/** A plain event from `actorId` to `recipientId`; override what a test is about. */
export function event(recipientId: string, actorId: string | null, overrides: Partial<NotificationEvent> = {}): NotificationEvent {
  return { recipientId, actorId, type: 'other', setting: 'productAlerts', title: 'Hello', message: 'Something happened', ...overrides };
}

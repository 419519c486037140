/** Realtime names and types, without zod at run time, so the web app can import them. */
import type { z } from 'zod';
import type { ackSchema, clientEvents, serverEvents } from './realtime-events.ts';

/**
 * Realtime (contract): Socket.IO at /api/socket.io, authenticated with the access token sent as
 * `auth: {token}` (or `Authorization: Bearer`). Connect with `transports: ['websocket', 'polling']`:
 * websocket first needs no sticky sessions between several server processes. A refused token
 * fails the connection with `connect_error` "Invalid or expired token" (refresh, then connect
 * again); at the token's expiry the server drops the transport and the client reconnects by
 * itself, so pass `auth` as a callback that reads the current token.
 */
export const SOCKET_PATH = '/api/socket.io';
export const SOCKET_EVENTS = { notificationNew: 'notification:new', messageNew: 'message:new', messageRead: 'message:read', chatTyping: 'chat:typing', productProcessed: 'product:processed', offerUpdated: 'offer:updated' } as const;

export type ServerEventName = keyof typeof serverEvents;
export type ClientEventName = keyof typeof clientEvents;
export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof serverEvents)[E]>;
export type ClientEventPayload<E extends ClientEventName> = z.infer<(typeof clientEvents)[E]>;
export type RealtimeAck = z.infer<typeof ackSchema>;

/** Socket.IO's typed maps, for `Server<ClientToServerEvents, ServerToClientEvents>` and the client's `Socket`. */
export type ServerToClientEvents = { [E in ServerEventName]: (payload: ServerEventPayload<E>) => void };
export type ClientToServerEvents = { [E in ClientEventName]: (payload: ClientEventPayload<E>, ack?: (reply: RealtimeAck) => void) => void };

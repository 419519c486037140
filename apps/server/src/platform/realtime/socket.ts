import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { decodeJwt } from 'jose';
import { Server, type Socket } from 'socket.io';
import { DEFAULT_LANGUAGE, type Language } from '@sokoni/contracts/languages';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import type { ClientEventName, ClientToServerEvents, RealtimeAck, ServerToClientEvents } from '@sokoni/contracts/realtime';
import { SOCKET_PATH } from '@sokoni/contracts/realtime';
import { clientEvents } from '@sokoni/contracts/realtime-events';
import { bearerToken } from '../http/bearer.ts';
import { AppError } from '../http/errors.ts';
import { languageFromHeader } from '../i18n/request-language.ts';
import { inLanguage } from '../i18n/server-words.ts';
import type { ClientEventContext, ClientEventHandler, Realtime, RevokedSessions } from './realtime.ts';
import { redisAdapter } from './redis-adapter.ts';

export type RealtimeOptions = {
  httpServer: HttpServer;
  /** Resolves an access token to its user and session, or null when it is invalid, expired or revoked. */
  /** The token's account and session, and the account's language (null until chosen). */
  authenticate: (token: string) => Promise<{ userId: string; sessionId?: string; language?: Language | null } | null>;
  /** When set, events reach sockets connected to other server processes too. */
  redisUrl?: string;
  redisPrefix?: string;
  log: FastifyBaseLogger;
};

/** `language`: what the acknowledgements' words are in (the account's, else the handshake's Accept-Language, else English). */
type SocketData = { userId: string; sessionId?: string; token: string; language: Language };
type AnyClientHandler = (context: ClientEventContext, payload: unknown) => unknown;

export const userRoom = (userId: string) => `user:${userId}`;
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

const VALIDATION_FAILED = 'Validation failed';
const EVENT_FAILED = 'Something went wrong';

/** The acknowledgement for a handler's outcome: the API's envelope, never an internal error's text. */
function ackOf(outcome: { data: unknown } | { error: unknown }, language: Language): RealtimeAck {
  if ('data' in outcome) return outcome.data === undefined ? { success: true } : { success: true, data: outcome.data };
  const err = outcome.error;
  if (err instanceof AppError && err.statusCode < 500) {
    const errors = err.extra.errors?.map((e) => ({ ...e, message: inLanguage(language, e.message) }));
    return { success: false, message: inLanguage(language, err.message), ...(errors ? { errors } : {}) };
  }
  return { success: false, message: inLanguage(language, EVENT_FAILED) };
}

function tokenOf(socket: Socket): string {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string' && auth.token) return auth.token.replace(/^Bearer\s+/i, '');
  return bearerToken(socket.handshake.headers.authorization);
}

/** Milliseconds until the (already verified) token expires, if it is a JWT that says. */
function msUntilExpiry(token: string): number | undefined {
  try {
    const exp = decodeJwt(token).exp;
    return exp === undefined ? undefined : Math.max(0, exp * 1000 - Date.now());
  } catch {
    return undefined;
  }
}

/**
 * Socket.IO on the API's own HTTP server (same origin, so helmet and CORS never see it: the
 * engine answers its path before Fastify). Each socket joins `user:{id}`; with Redis, a room
 * emit in one process reaches sockets in every process.
 */
export function createRealtime(opts: RealtimeOptions): Realtime {
  const { log } = opts;
  const redis = opts.redisUrl ? redisAdapter(opts.redisUrl, opts.redisPrefix ?? '', log) : undefined;
  const io: Io = new Server(opts.httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    // Clients only send small events (typing); everything bigger goes through the HTTP API.
    maxHttpBufferSize: 64 * 1024,
    ...(redis ? { adapter: redis.adapter } : {}),
  });
  const clientHandlers = new Map<ClientEventName, AnyClientHandler>();
  let closing: Promise<void> | undefined;

  requireSignedIn(io, opts);
  answerClientEvents(io, opts, clientHandlers);

  return {
    emitToUser(userId, event, payload) {
      // Socket.IO's typed emit cannot narrow a generic event name to its one listener type.
      (io.to(userRoom(userId)).emit as (e: string, p: unknown) => void)(event, payload);
    },
    emitToConversation(conversationId, event, payload, emitOpts) {
      const room = io.to(conversationRoom(conversationId));
      const target = emitOpts?.exceptUserId ? room.except(userRoom(emitOpts.exceptUserId)) : room;
      (target.emit as (e: string, p: unknown) => void)(event, payload);
    },
    onClientEvent<E extends ClientEventName>(event: E, handler: ClientEventHandler<E>) {
      clientHandlers.set(event, handler as AnyClientHandler);
    },
    async isConnected(userId) {
      const room = userRoom(userId);
      if ((io.of('/').adapter.rooms.get(room)?.size ?? 0) > 0) return true;
      if (!redis) return false;
      // Asks the other processes through Redis; one that does not answer in time counts as none.
      const sockets = await io.in(room).timeout(2_000).fetchSockets().catch(() => []);
      return sockets.length > 0;
    },
    connectedCount() {
      return io.of('/').sockets.size;
    },
    disconnectSessions(target: RevokedSessions) {
      const room = 'sessionId' in target ? sessionRoom(target.sessionId) : userRoom(target.userId);
      const except = 'userId' in target && target.exceptSessionId ? [sessionRoom(target.exceptSessionId)] : [];
      // Here at once (the Redis adapter would only echo the request back to this process through
      // Redis, which may be down), then through the adapter to the sockets of every other process.
      io.local.in(room).except(except).disconnectSockets(true);
      if (redis) io.in(room).except(except).disconnectSockets(true);
    },
    async sent() {
      await redis?.sent();
    },
    close() {
      closing ??= (async () => {
        // Local only: a broadcast disconnect would reach the other processes' sockets too.
        io.local.disconnectSockets(true);
        io.engine.close();
        await io.of('/').adapter.close();
        await redis?.close();
      })();
      return closing;
    },
  };
}

type Io = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Only a signed-in client connects, and its socket lives no longer than its access token. */
function requireSignedIn(io: Io, opts: RealtimeOptions) {
  io.use(async (socket, next) => {
    const token = tokenOf(socket);
    const who = token ? await opts.authenticate(token).catch(() => null) : null;
    if (!who) {
      // The web client refreshes on this message (doc 1 §8), then connects again.
      const err = new Error(AUTH_MESSAGES.tokenInvalid) as Error & { data?: unknown };
      err.data = { status: 401 };
      return next(err);
    }
    socket.data.userId = who.userId;
    socket.data.sessionId = who.sessionId;
    socket.data.token = token;
    socket.data.language = who.language ?? languageFromHeader(socket.handshake.headers['accept-language']) ?? DEFAULT_LANGUAGE;
    // A socket lives as long as its token: then the transport drops and the client reconnects
    // with a fresh one, so a signed-out or revoked session stops receiving within 15 minutes.
    const ms = msUntilExpiry(token);
    if (ms !== undefined) {
      const timer = setTimeout(() => socket.conn.close(), ms + 1000);
      timer.unref();
      socket.once('disconnect', () => clearTimeout(timer));
    }
    next();
  });
}

/** Each socket joins its rooms; its events, checked against the contract, go to their handlers, answered with an ack. */
function answerClientEvents(io: Io, opts: RealtimeOptions, clientHandlers: Map<ClientEventName, AnyClientHandler>) {
  const { log } = opts;
  io.on('connection', (socket) => {
    const { userId, sessionId, token, language } = socket.data;
    void socket.join(sessionId ? [userRoom(userId), sessionRoom(sessionId)] : userRoom(userId));
    // A revocation between the check above and this join found no socket to end: check once more.
    void opts
      .authenticate(token)
      .catch(() => null)
      .then((still) => {
        if (!still) socket.disconnect(true);
      });
    const context: ClientEventContext = {
      userId,
      joinConversation: (id) => void socket.join(conversationRoom(id)),
      leaveConversation: (id) => void socket.leave(conversationRoom(id)),
    };
    // Every inbound event is checked against the contract's schema before a handler sees it;
    // an event nobody handles, or one without a schema, is ignored.
    socket.onAny((event: string, payload: unknown, ack?: unknown) => {
      const handler = clientHandlers.get(event as ClientEventName);
      const schema = clientEvents[event as ClientEventName];
      if (!handler || !schema) return;
      const reply = typeof ack === 'function' ? (ack as (r: RealtimeAck) => void) : () => {};
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'payload', message: i.message }));
        return reply({ success: false, message: inLanguage(language, VALIDATION_FAILED), errors: errors.map((e) => ({ ...e, message: inLanguage(language, e.message) })) });
      }
      void Promise.resolve()
        .then(() => handler(context, parsed.data))
        .then(
          (data) => reply(ackOf({ data }, language)),
          (error: unknown) => {
            if (!(error instanceof AppError) || error.statusCode >= 500) log.warn({ err: error, event }, 'realtime client event failed');
            reply(ackOf({ error }, language));
          },
        );
    });
  });
}

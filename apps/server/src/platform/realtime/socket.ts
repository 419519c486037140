import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Realtime } from './realtime.ts';

export type RealtimeOptions = {
  httpServer: HttpServer;
  /** Resolves an access token to its user, or null when it is invalid, expired or revoked. */
  authenticate: (token: string) => Promise<{ userId: string } | null>;
  /** When set, events reach sockets connected to other server processes too. */
  redisUrl?: string;
  redisPrefix?: string;
  log: FastifyBaseLogger;
};

// TODO(notifications helper): Socket.IO server at SOCKET_PATH with the Redis adapter.
export function createRealtime(_opts: RealtimeOptions): Realtime {
  return { emitToUser() {}, async close() {} };
}

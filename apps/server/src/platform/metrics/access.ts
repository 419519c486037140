import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../http/bearer.ts';
import { fromThisMachine } from '../http/loopback.ts';

/** Both sides hashed first: equal lengths for timingSafeEqual, and the token's length stays secret. */
function sameToken(presented: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/**
 * Who may read the metrics: this machine itself (the socket's address, not a forwarded one), or
 * anyone presenting `Authorization: Bearer <METRICS_TOKEN>` when that is set.
 */
export function mayReadMetrics(request: Pick<FastifyRequest, 'headers' | 'socket'>, token: string | undefined): boolean {
  if (token) {
    const presented = bearerToken(request.headers.authorization);
    if (presented && sameToken(presented, token)) return true;
  }
  return fromThisMachine(request);
}

import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Headers a proxy adds to what it forwards; a client could add them too, but only to lose access. */
export const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'forwarded', 'via'] as const;

/** True for this machine's own addresses: 127.0.0.0/8, ::1, and IPv4 loopback mapped into IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/**
 * A request from this machine itself: judged on the socket's address, never on a forwarded-for
 * header (whatever TRUST_PROXY says); a reverse proxy on this machine also connects from loopback,
 * so anything it forwarded is not.
 */
export function fromThisMachine(request: Pick<FastifyRequest, 'headers' | 'socket'>): boolean {
  const forwarded = FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined);
  return !forwarded && isLoopback(request.socket.remoteAddress);
}

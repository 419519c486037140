import { isIP } from 'node:net';

/** True for this machine's own addresses: 127.0.0.0/8, ::1, and IPv4 loopback mapped into IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

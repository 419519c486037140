import { isIP } from 'node:net';

/**
 * The client address the per-address limits count: an IPv4 address as it is, an IPv6 address by
 * its /64 (one home or phone gets a whole /64, so single addresses would be free for the taking).
 */
export function addressKeyOf(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) return v4;
  const bare = ip.split('%')[0]!;
  if (isIP(bare) !== 6) return ip;
  const [head = '', tail] = bare.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

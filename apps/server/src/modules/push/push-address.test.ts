import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { checkedLookup, isPushAddress, isPushHost, PushAddressRefused } from './push-address.ts';

const everywhere = { allowLoopback: false };

describe('isPushAddress', () => {
  it('takes public unicast addresses only', () => {
    for (const ip of ['142.250.74.10', '8.8.8.8', '2a00:1450:4001:82b::200a']) expect(isPushAddress(ip, everywhere), ip).toBe(true);
    const refused = ['127.0.0.1', '127.9.9.9', '10.0.0.1', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '192.0.2.1'];
    const refused6 = ['::1', '::', 'fe80::1', 'fd00:ec2::254', 'fc00::1', '::ffff:127.0.0.1', '::ffff:8.8.8.8', '64:ff9b::a00:1', '2002:a00:1::', 'ff02::1', '::2'];
    for (const ip of [...refused, ...refused6, 'not-an-ip', '0x7f000001', '2130706433']) expect(isPushAddress(ip, everywhere), ip).toBe(false);
  });

  it('lets a test reach loopback only when it injects that, and nothing else private then', () => {
    expect(isPushAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isPushAddress('::1', { allowLoopback: true })).toBe(true);
    expect(isPushAddress('10.0.0.1', { allowLoopback: true })).toBe(false);
    expect(isPushHost('localhost', { allowLoopback: true })).toBe(true);
    expect(isPushHost('localhost', everywhere)).toBe(false);
    expect(isPushHost('[::1]', everywhere)).toBe(false);
    expect(isPushHost('fcm.googleapis.com', everywhere)).toBe(true);
  });
});

describe('checkedLookup', () => {
  const lookupWith = (answer: LookupAddress[], all = false) =>
    new Promise<{ err: Error | null; result: unknown }>((resolve) => {
      const lookup = checkedLookup(everywhere, (_host, callback) => callback(null, answer));
      lookup('push.example', { all }, (err: Error | null, address: unknown) => resolve({ err, result: address }));
    });

  it('connects to the address it checked', async () => {
    expect(await lookupWith([{ address: '142.250.74.10', family: 4 }])).toEqual({ err: null, result: '142.250.74.10' });
    expect((await lookupWith([{ address: '142.250.74.10', family: 4 }, { address: '2a00:1450:4001:82b::200a', family: 6 }], true)).result).toHaveLength(2);
  });

  it('refuses a name when any of its addresses is not public (a rebinding answer mixes them)', async () => {
    for (const answer of [[{ address: '127.0.0.1', family: 4 }], [{ address: '142.250.74.10', family: 4 }, { address: '10.0.0.5', family: 4 }], []]) {
      expect((await lookupWith(answer)).err).toBeInstanceOf(PushAddressRefused);
      expect((await lookupWith(answer, true)).err).toBeInstanceOf(PushAddressRefused);
    }
  });
});

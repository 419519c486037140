import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from './device-push.ts';

describe('base64UrlToBytes', () => {
  it('reads a VAPID public key (65 bytes, an uncompressed P-256 point) from its base64url form', () => {
    const key = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 0xfb)]);
    const bytes = base64UrlToBytes(key.toString('base64url'));
    expect(bytes).toHaveLength(65);
    expect(Buffer.from(bytes).equals(key)).toBe(true);
  });

  it('takes unpadded input of any length', () => {
    expect([...base64UrlToBytes('_-8')]).toEqual([0xff, 0xef]);
  });
});

import { describe, expect, it } from 'vitest';
import { addressKeyOf } from './address-key.ts';

describe('addressKeyOf', () => {
  it('keeps IPv4 (mapped or not) and groups IPv6 by its /64', () => {
    expect(addressKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKeyOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKeyOf('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(addressKeyOf('not an address')).toBe('not an address');
  });
});

import { describe, expect, it } from 'vitest';
import { composePhoneNumber, formatPhoneForDisplay } from './phone.ts';

describe('phone numbers', () => {
  it('sends the dial code plus national digits without spaces or the trunk 0', () => {
    expect(composePhoneNumber('+268', '7612 3456')).toBe('+26876123456');
    expect(composePhoneNumber('+27', '082 555 1234')).toBe('+27825551234');
    expect(composePhoneNumber('+268', ' +268 7600 0003 ')).toBe('+26876000003');
  });

  it('groups Eswatini numbers for display', () => {
    expect(formatPhoneForDisplay('+26876000003')).toBe('+268 7600 0003');
    expect(formatPhoneForDisplay('+27825551234')).toBe('+27825551234');
  });
});

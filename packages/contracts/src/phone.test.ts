import { describe, expect, it } from 'vitest';
import { maskPhone, normalizePhoneNumber } from './phone.ts';

describe('normalizePhoneNumber (default country Eswatini)', () => {
  it.each([
    ['+268 7600 0001', '+26876000001'],
    ['+26876000001', '+26876000001'],
    ['26876000001', '+26876000001'],
    ['268 7600 0001', '+26876000001'],
    ['0026876000001', '+26876000001'],
    ['00268 7600 0001', '+26876000001'],
    ['76000001', '+26876000001'],
    ['7600 0001', '+26876000001'],
    ['76 00 00 01', '+26876000001'],
    ['7600-0001', '+26876000001'],
    ['(+268) 7600 0001', '+26876000001'],
    ['  +268 7600 0001  ', '+26876000001'],
    ['076000001', '+26876000001'],
    ['0 7600 0001', '+26876000001'],
    ['+268 2404 1234', '+26824041234'],
    ['0027821234567', '+27821234567'],
    ['+27 82 123 4567', '+27821234567'],
    ['+27 082 123 4567', '+27821234567'],
    ['27821234567', '+27821234567'],
    ['+254 712 345678', '+254712345678'],
    ['+44 7911 123456', '+447911123456'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhoneNumber(input)).toBe(expected);
  });

  it.each([
    // National numbers of other countries are not guessed: Eswatini is the default.
    ['a South African national number', '0712345678'],
    ['a South African national number with spaces', '082 123 4567'],
    ['too short', '7600'],
    ['seven digits', '7600000'],
    ['nine national digits', '760000011'],
    ['an Eswatini prefix with too few digits', '2687600000'],
    ['an Eswatini prefix with a bad range', '26812345678'],
    ['letters', 'abc'],
    ['letters inside', '+2687600000a'],
    ['a word', 'seventy-six'],
    ['empty', ''],
    ['spaces', '   '],
    ['only a plus', '+'],
    ['two pluses', '++26876000001'],
    ['a plus in the middle', '268+76000001'],
    ['an email', 'me@example.com'],
    ['far too long', '1'.repeat(40)],
    ['an unassigned country code', '+999 1234 5678'],
  ])('%s (%s) → null', (_label, input) => {
    expect(normalizePhoneNumber(input)).toBeNull();
  });

  it('reads national numbers in another default country when asked', () => {
    expect(normalizePhoneNumber('0712345678', 'KE')).toBe('+254712345678');
    expect(normalizePhoneNumber('082 123 4567', 'ZA')).toBe('+27821234567');
    expect(normalizePhoneNumber('76000001', 'KE')).toBeNull();
    // International forms do not depend on the default.
    expect(normalizePhoneNumber('+26876000001', 'KE')).toBe('+26876000001');
  });

  it('is idempotent on its own output', () => {
    for (const input of ['76000001', '+27 82 123 4567', '0026876000001']) {
      const once = normalizePhoneNumber(input)!;
      expect(normalizePhoneNumber(once)).toBe(once);
    }
  });
});

describe('maskPhone', () => {
  it.each([
    ['+26876000001', '+26***01'],
    ['+27821234567', '+27***67'],
    ['1234567', '123***67'],
    ['123456', '123456'],
    ['12', '12'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it('never shows the middle digits', () => {
    expect(maskPhone('+26876543210')).not.toContain('765432');
  });
});

import { describe, expect, it } from 'vitest';
import { browserLanguage, chooseLanguage } from './choose-language.ts';

describe('the language the app starts in (issue 29)', () => {
  it('takes the first of the browser\'s languages that we speak, region dropped', () => {
    expect(browserLanguage(['fr-FR', 'sw-KE', 'en'])).toBe('sw');
    expect(browserLanguage(['zu-ZA'])).toBe('zu');
    expect(browserLanguage(['fr', 'de'])).toBeNull();
  });

  it('prefers the account, then this device\'s choice, then the browser, then the country', () => {
    const browser = ['zu-ZA', 'en'];
    expect(chooseLanguage({ account: 'ss', stored: 'sw', browser, country: 'SZ' })).toBe('ss');
    expect(chooseLanguage({ account: null, stored: 'sw', browser, country: 'SZ' })).toBe('sw');
    expect(chooseLanguage({ account: null, stored: 'xx', browser, country: 'SZ' })).toBe('zu');
    expect(chooseLanguage({ account: null, stored: null, browser: ['fr'], country: 'SZ' })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });
});

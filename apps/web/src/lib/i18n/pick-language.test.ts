import { LANGUAGE_COOKIE } from '@sokoni/contracts/languages';
import { afterEach, describe, expect, it } from 'vitest';
import { language } from './language.ts';
import { pickLanguage } from './pick-language.ts';

const cookie = () => document.cookie.split('; ').find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`));

afterEach(async () => {
  await pickLanguage('en');
  localStorage.clear();
});

describe('pickLanguage', () => {
  it('keeps a guest’s choice in the first-paint cookie at once, before its words have arrived', () => {
    void pickLanguage('ss');
    expect(cookie()).toBe(`${LANGUAGE_COOKIE}=ss`);
    expect(language.get()).toBe('ss');
  });

  it('clears the cookie for English, which the server paints without one', async () => {
    await pickLanguage('sw');
    await pickLanguage('en');
    // Gone in a browser (max-age=0); happy-dom keeps it empty. Either way the server reads no language.
    expect(cookie() ?? `${LANGUAGE_COOKIE}=`).toBe(`${LANGUAGE_COOKIE}=`);
  });
});

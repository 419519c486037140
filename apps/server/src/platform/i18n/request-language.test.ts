import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './request-language.ts';

describe('languageFromHeader', () => {
  it.each([
    ['ss-SZ,ss;q=0.9,en;q=0.8', 'ss'],
    ['zu-ZA', 'zu'],
    ['sw-KE,en', 'sw'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr, sw;q=0.5', 'sw'],
    ['de,*;q=0.1', 'en'],
  ])('%s → %s', (header, language) => expect(languageFromHeader(header)).toBe(language));

  it.each([undefined, '', 'fr-FR,fr;q=0.9'])('%s names none of ours', (header) => expect(languageFromHeader(header)).toBeNull());
});

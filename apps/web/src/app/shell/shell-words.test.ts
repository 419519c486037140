import { describe, expect, it, vi } from 'vitest';
import { shellWords } from './shell-words.ts';
import { authWords } from '@/features/auth/auth-words.ts';
import { language } from '@/lib/i18n/language.ts';

describe('words follow the language (issue 29)', () => {
  it('speaks English without the library, then the chosen language once its words arrive, and back', async () => {
    expect(language.get()).toBe('en');
    expect(shellWords.get().signIn).toBe('Sign In');
    expect(authWords.get().enterCode({ digits: 6 })).toBe('Enter the 6-digit code');

    const heard = vi.fn();
    const stop = shellWords.listen(heard);
    language.set('sw');
    await vi.waitFor(() => expect(shellWords.get().signIn).toBe('Ingia'));
    expect(heard).toHaveBeenCalled();
    expect(authWords.get().enterCode({ digits: 6 })).toBe('Weka msimbo wa tarakimu 6');
    expect(document.documentElement.lang).toBe('sw');

    language.set('ss');
    await vi.waitFor(() => expect(shellWords.get().signIn).toBe('Ngena'));
    language.set('en');
    await vi.waitFor(() => expect(shellWords.get().signIn).toBe('Sign In'));
    expect(authWords.get().codeSentTo({ digits: 6, phone: '+268' })).toBe('We sent a 6-digit code to +268.');
    stop();
  });
});

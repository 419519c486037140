import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractWords } from './contract-words.ts';
import { language } from './language.ts';
import { startTranslations } from './translations.ts';

describe('the contracts messages the web shows itself follow the language', () => {
  afterEach(() => language.set('en'));

  it('are English as they are, and the server catalog words once another language is spoken', async () => {
    expect(contractWords.get()(AUTH_MESSAGES.invalidCredentials)).toBe(AUTH_MESSAGES.invalidCredentials);
    language.set('ss');
    await startTranslations();
    expect(contractWords.get()(AUTH_MESSAGES.invalidCredentials)).toBe('Inombolo yelucingo noma liphasiwedi akukalungi');
    const heard: string[] = [];
    const stop = contractWords.listen(() => heard.push(contractWords.get()(AUTH_MESSAGES.invalidCredentials)));
    language.set('en');
    await new Promise((resolve) => setTimeout(resolve, 0));
    language.set('sw');
    await vi.waitFor(() => expect(heard.at(-1)).not.toBe(AUTH_MESSAGES.invalidCredentials));
    stop();
    expect(heard[0]).toBe(AUTH_MESSAGES.invalidCredentials);
  });
});

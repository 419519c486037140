import { describe, expect, it } from 'vitest';
import { SERVER_TRANSLATIONS } from './catalogs.ts';
import { SERVER_WORDS } from './server-words.ts';
import { translator } from './translator.ts';

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(Object.entries(SERVER_TRANSLATIONS))('the server words in %s', (_, translations) => {
  it('translate every English message the server sends', () => {
    expect(SERVER_WORDS.filter((english) => !(english in translations))).toEqual([]);
  });
  it('hold no entry for English the server no longer sends', () => {
    expect(Object.keys(translations).filter((english) => !SERVER_WORDS.includes(english))).toEqual([]);
  });
  it('keep each template slot', () => {
    expect(Object.entries(translations).filter(([english, words]) => slots(english).join() !== slots(words).join())).toEqual([]);
  });
  it('are words, not English left in place', () => {
    expect(Object.entries(translations).filter(([english, words]) => words === english)).toEqual([]);
  });
});

describe('translator', () => {
  const translate = translator({
    'Invalid value': 'Thamani si sahihi',
    'Please wait {seconds} seconds before requesting a new code': 'Tafadhali subiri sekunde {seconds} kabla ya kuomba msimbo mpya',
    '{message} (and {count} more)': '{message} (na mengine {count})',
  });
  it('translates an exact message', () => expect(translate('Invalid value')).toBe('Thamani si sahihi'));
  it('fills a template with the English text’s values', () =>
    expect(translate('Please wait 42 seconds before requesting a new code')).toBe('Tafadhali subiri sekunde 42 kabla ya kuomba msimbo mpya'));
  it('translates a slot that is itself a message', () => expect(translate('Invalid value (and 2 more)')).toBe('Thamani si sahihi (na mengine 2)'));
  it('leaves English it has no words for', () => expect(translate('Shop not found')).toBe('Shop not found'));
  it('does not read regex characters in a key as a pattern', () => expect(translator({ 'a.b (c)': 'x' })('aXb (c)')).toBe('aXb (c)'));
  it('keeps a data slot as it is, even when it reads like a message', () =>
    expect(translator({ 'Invalid value': 'Thamani si sahihi', 'New like on {title}': 'Kupenda {title}' })('New like on Invalid value')).toBe('Kupenda Invalid value'));
  it('translates a words slot with its spaces kept, and leaves an empty slot empty', () => {
    const notices = translator({
      'Reason: {reason}': 'Sababu: {reason}',
      'Your account is active again.{message}': 'Akaunti yako inafanya kazi tena.{message}',
      'Your {what} was removed': '{what} imeondolewa',
      video: 'video yako',
    });
    expect(notices('Your account is active again. Reason: Paid the fee.')).toBe('Akaunti yako inafanya kazi tena. Sababu: Paid the fee.');
    expect(notices('Your account is active again.')).toBe('Akaunti yako inafanya kazi tena.');
    expect(notices('Your video was removed')).toBe('video yako imeondolewa');
  });
  it('prefers the template with more fixed words', () => {
    const inquiries = translator({ 'New inquiry from {from}': 'Swali kutoka kwa {from}', 'New inquiry from {from} about {title}': 'Swali kutoka kwa {from} kuhusu {title}' });
    expect(inquiries('New inquiry from Thandi about Red shoes')).toBe('Swali kutoka kwa Thandi kuhusu Red shoes');
    expect(inquiries('New inquiry from Thandi')).toBe('Swali kutoka kwa Thandi');
  });
});

it('the language rule names every language', async () => {
  const { LANGUAGE_MESSAGE, LANGUAGES } = await import('../languages.ts');
  expect(LANGUAGE_MESSAGE).toBe(`Language must be one of ${LANGUAGES.join(', ')}`);
});

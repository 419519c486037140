import path from 'node:path';
import { SERVER_TRANSLATIONS } from '@sokoni/contracts/words/catalogs';
import { SERVER_WORDS } from '@sokoni/contracts/words/server-words';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../src/platform/i18n/server-words.ts';
import { emptySlots, scanServerMessages } from './server-messages-scan.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const { found } = scanServerMessages([path.join(repo, 'apps/server/src'), path.join(repo, 'packages/contracts/src')]);
const words = new Set(SERVER_WORDS.map(emptySlots));

/**
 * Messages the scan reads as one template but the server sends as one of a few sentences, each in
 * SERVER_WORDS: a part chosen by a condition, or a message built from two.
 */
const COMPOSED: Record<string, string[]> = {
  '{}. {} {} left.': ['Invalid verification code. 1 try left.', 'Invalid verification code. {left} tries left.'],
  'Route {} {} not found': ['Route {route} not found'],
  '{} commented on your {}': ['{actor} commented on your product', '{actor} commented on your shop'],
  'New inquiry from {}{}': ['New inquiry from {from}', 'New inquiry from {from} about {title}'],
  'This offer is {}': ['This offer is still open', 'This offer is already accepted', 'This offer is already declined', 'This offer is already withdrawn', 'This offer is already countered', 'This offer is already expired'],
  '{} is drafted. Check what the AI suggested, then publish it.': ['“{title}” is drafted. Check what the AI suggested, then publish it.', 'Your new listing is drafted. Check what the AI suggested, then publish it.'],
  '{} {}': ['{message} You can submit again (1 attempt left).', '{message} You can submit again ({left} attempts left).', '{message} You have no attempts left. Please contact support.'],
  'An administrator suspended your account{}.{} Contact support if you think this is a mistake.': [
    'An administrator suspended your account.{message} Contact support if you think this is a mistake.',
    'An administrator suspended your account and hid your shop and its listings from buyers.{message} Contact support if you think this is a mistake.',
  ],
  'Your account is active again{}.{}': ['Your account is active again.{message}', 'Your account is active again, and your shop is visible to buyers.{message}'],
};
/**
 * What the scan finds that is no words of the server's: a person's own text, quoted; the words the
 * web app sends as the shopper's turn when a photo comes alone (kept in the session as theirs).
 */
const NOT_WORDS = new Set(['{}…', 'What products are similar to this image?']);

/**
 * What the scan cannot tell from a message: file suffixes, paths and the like it picks up beside
 * the words (a `.min('…')` that is no zod rule, a `message:` that is no reply).
 */
const looksLikeWords = (text: string) => /[A-Za-z]{2,}/.test(text) && !/^[\w./*:{}-]*$/.test(text.replace(/\{\}/g, ''));

describe('every message the server sends (issue 29)', () => {
  it('is found by the scan (the scan reads the error constructors, ok(), the zod rules and the notices)', () => {
    const texts = found.map((f) => f.text);
    expect(texts).toEqual(expect.arrayContaining(['Please wait {} seconds before requesting a new code', 'Shop not found', 'Add a price', 'Your {} is being reviewed']));
  });

  it('is in SERVER_WORDS, so every language translates it', () => {
    const missing = found
      .filter((f) => looksLikeWords(f.text) && !NOT_WORDS.has(f.text) && !words.has(emptySlots(f.text)) && !(f.text in COMPOSED))
      .map((f) => `${f.where}: ${f.text}`);
    expect(missing).toEqual([]);
  });

  it('keeps its composed forms in SERVER_WORDS, and each still in the source', () => {
    const texts = new Set(found.map((f) => f.text));
    expect(Object.keys(COMPOSED).filter((key) => !texts.has(key))).toEqual([]);
    expect(Object.values(COMPOSED).flat().filter((english) => !SERVER_WORDS.includes(english))).toEqual([]);
  });

  it('is sent in each language with its data kept, and in English as it is', () => {
    const notice = 'An administrator hid "Red shoes" from buyers. Reason: Blurry photo. You can still see and edit it; contact support if you think this is a mistake.';
    expect(inLanguage('en', notice)).toBe(notice);
    expect(inLanguage('sw', notice)).toBe(
      'Msimamizi amelificha "Red shoes" kwa wanunuzi. Sababu: Blurry photo. Bado unaweza kuliona na kulihariri; wasiliana na huduma kwa wateja ukidhani ni kosa.',
    );
    expect(inLanguage('zu', 'Your profile picture was removed')).toBe('Kususiwe: isithombe sakho sephrofayela');
    // An admin's reason stays as written, unless it is the console's own default words.
    expect(inLanguage('ss', 'Your account is active again. Reason: Paid up.')).toBe('I-akhawunti yakho iyasebenta futsi. Sizatfu: Paid up.');
    expect(inLanguage('sw', 'Reason: We could not verify your identity from the ID document and video you sent. Please submit clear, well-lit photos of a valid ID and a short video of your face. You can submit again (2 attempts left).')).toBe(
      'Sababu: Hatukuweza kuthibitisha utambulisho wako kutoka kwa hati ya kitambulisho na video uliyotuma. Tafadhali tuma picha wazi zenye mwanga za kitambulisho halali na video fupi ya uso wako. Unaweza kutuma tena (yamebaki majaribio 2).',
    );
    expect(inLanguage('ss', 'This offer is already accepted')).toBe('Le-offer seyemukelwe');
    for (const [language, catalog] of Object.entries(SERVER_TRANSLATIONS)) {
      expect(Object.keys(catalog).length, language).toBe(SERVER_WORDS.length);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { languageOfMessage, languageScores, replyLanguage } from './reply-language.ts';

/** The sentences the word lists were calibrated on. */
const TUNED: [string, 'en' | 'ss' | 'zu' | 'sw'][] = [
  ['I want a cheap phone under E2000', 'en'],
  ['Looking for a used car in Manzini', 'en'],
  ['show me sofas please', 'en'],
  ['Ngicela lucingo lolushibhile ngaphansi kwa-E2000', 'ss'],
  ['Ngidzinga timoto letisetjentisiwe eManzini', 'ss'],
  ['Sawubona, ngifuna kutsenga sicatfulo lesisha', 'ss'],
  ['Ngidinga izimoto ezisetshenzisiwe eGoli', 'zu'],
  ['Sawubona, ngifuna ukuthenga isicathulo esisha', 'zu'],
  ['Nginike ucingo olushibhile, intengo ngaphansi kuka-R2000', 'zu'],
  ['Natafuta simu chini ya KSh 15,000', 'sw'],
  ['Nataka gari la mtumba Nairobi', 'sw'],
  ['Habari, ninahitaji viatu vipya tafadhali', 'sw'],
];

/**
 * Sentences written after the lists were set and not tuned on: how well it reads messages it has
 * not seen. Most must be right; a wrong one must at least not be English for a local message.
 */
const HELD_OUT: [string, 'en' | 'ss' | 'zu' | 'sw'][] = [
  ['do you have any laptops for less than R5000', 'en'],
  ['need a fridge, something big', 'en'],
  ['where can I find a double bed near me', 'en'],
  ['best samsung tv you have', 'en'],
  ['Ngifuna libhantji lelimnyama, ngicela', 'ss'],
  ['Nginika umbhede nematilasi ngaphansi kwa-E3000', 'ss'],
  ['Ngiyadzinga likhabethe lasekhishini', 'ss'],
  ['Ngitfolele ifriji lenhle kakhulu', 'ss'],
  ['Ngiyadinga ifriji enkulu', 'zu'],
  ['Ngithengele amabhulukwe amabili', 'zu'],
  ['Ngicela ungikhombise izingubo zabantwana ezintsha', 'zu'],
  ['Ngifuna ukuthenga ilaptop manje', 'zu'],
  ['Naomba kitanda na godoro kwa bei nafuu', 'sw'],
  ['Nipe bei ya friji kubwa', 'sw'],
  ['Ninataka nguo za watoto Mombasa', 'sw'],
  ['Je, mna kabati la jikoni?', 'sw'],
];

describe('the language a shopper wrote in', () => {
  it.each(TUNED)('%s → %s', (text, language) => expect(languageOfMessage(text, language === 'zu' ? 'zu' : 'ss'), JSON.stringify(languageScores(text))).toBe(language));

  it('reads most sentences it was not tuned on, and never calls a local one English', () => {
    const read = HELD_OUT.map(([text, language]) => ({ text, language, got: languageOfMessage(text, 'ss') }));
    const wrong = read.filter((r) => r.got !== r.language);
    expect(wrong.length, JSON.stringify(wrong)).toBeLessThanOrEqual(2);
    expect(read.filter((r) => r.language !== 'en' && r.got === 'en')).toEqual([]);
  });

  it('gives no answer without a clear sign', () => {
    expect(languageOfMessage('Samsung A14')).toBeNull();
    expect(languageOfMessage('E2000')).toBeNull();
    expect(languageOfMessage('')).toBeNull();
  });

  it('answers in the request language when the words say nothing, and in theirs when they do', () => {
    expect(replyLanguage('iPhone 12', 'sw')).toBe('sw');
    expect(replyLanguage('iPhone 12', 'en')).toBe('en');
    expect(replyLanguage('Natafuta iPhone 12', 'en')).toBe('sw');
    expect(replyLanguage('I want an iPhone 12', 'zu')).toBe('en');
    expect(replyLanguage(undefined, 'ss')).toBe('ss');
  });

  it('goes on in the conversation\'s language when a message names none (a tapped chip, a model name)', () => {
    expect(replyLanguage('Samsung kuphela', 'en', null, 'Ngidinga ucingo olusha')).toBe('zu');
    expect(replyLanguage('Samsung A05', 'en', null, 'Natafuta simu')).toBe('sw');
    expect(replyLanguage('I want a TV', 'sw', null, 'Natafuta simu')).toBe('en');
    expect(replyLanguage('Samsung A05', 'ss', null, 'phone please')).toBe('en');
  });

  it('tells siSwati from isiZulu by the request language or the country when their shared words are all there is', () => {
    expect(replyLanguage('Ngifuna iselula', 'zu')).toBe('zu');
    expect(replyLanguage('Ngifuna iselula', 'ss')).toBe('ss');
    expect(replyLanguage('Ngifuna iselula', 'en', 'ZA')).toBe('zu');
    expect(replyLanguage('Ngifuna iselula', 'en', 'SZ')).toBe('ss');
  });
});

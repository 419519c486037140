import type { Language } from '@sokoni/contracts/languages';

/**
 * The language a shopper wrote in (issue 29: "the assistant replies in the language the shopper
 * wrote in"), from its words: a score per language from everyday words (requests, greetings, price
 * and shopping words, grammar words), the strong ones ("ngifuna", "natafuta") counting most. siSwati
 * and isiZulu share many words; their own spellings tell them apart ("ngidzinga"/"ngidinga",
 * "futsi"/"futhi", "kutsenga"/"ukuthenga"). Null when the words give no clear answer: the caller
 * then answers in the request's language. Calibrated on the sentences in reply-language.test.ts.
 */

const list = (words: string) => words.trim().split(/\s+/);

/** Words that say who is asking and for what: one of them is a clear sign. */
const STRONG: Readonly<Record<'en' | 'nguni' | 'ss' | 'zu' | 'sw', readonly string[]>> = {
  en: list('want need looking please'),
  nguni: list('ngifuna ngiyafuna ngicela ngiyacela nginika nginike ngibonise ngikhombise sawubona sanibonani ngiyabonga siyabonga yebo unjani'),
  ss: list('ngidzinga ngiyadzinga ngitfolele ngitsengele kutsenga ngitawutsenga'),
  zu: list('ngidinga ngiyadinga ngitholele ngithengele ukuthenga ngizothenga'),
  sw: list('nataka ninataka natafuta ninatafuta nahitaji ninahitaji naomba nipe nionyeshe tafadhali habari jambo mambo asante'),
};

/** Everyday words of each language: one of them is a sign, a few of them are clear. */
const COMMON: Readonly<Record<'en' | 'nguni' | 'ss' | 'zu' | 'sw', readonly string[]>> = {
  en: list(`i me my a an the for with and or of in on at to is are was have has do does you your any some something show find
    buy get under below over above cheap cheaper cheapest how much what where which near used new good best than less more one
    ones it that this there can could would like`),
  nguni: list(`kuphela ngaphansi ngetulu eduze kwami kahle kakhulu malini imali lapha nami mina wena kanjani yini noma kanye
    lenhle enhle imoto iselula`),
  ss: list(`lucingo intsengo lokusha lensha lokudzala lokusetjentisiwe sicatfulo ticatfulo timphahla timoto emalangeni lilangeni
    ngitfole kodvwa tsine lesihle lomuhle umtsengisi sitolo ngekushesha lesi leli loku loko nyalo kutsi futsi ngiyakucela`),
  zu: list(`ucingo intengo okusha entsha okudala okusetshenzisiwe isicathulo izicathulo izimpahla izimoto ngithole kodwa thina
    esihle omuhle umdayisi isitolo ngokushesha lokhu lokho manje ukuthi futhi amarandi`),
  sw: list(`simu gari magari bei gani ngapi chini juu karibu nzuri mzuri mpya mtumba viatu nguo kitanda duka iko kuna hii
    hiyo sana nini wapi pia bila yenye rahisi nafuu zaidi kununua nunua uza shilingi elfu rangi ndogo kubwa je unayo mna
    ndio hapana mimi yangu yako kwenye katika sasa leo bado kama tu`),
};

/** Short grammar words that other languages write too ("na", "ya"): half a sign. */
const WEAK: Readonly<Record<'sw', readonly string[]>> = { sw: list('ya na kwa za la wa cha vya ni') };

const table = (weights: [Record<string, readonly string[]>, number][]) => {
  const out = new Map<string, { group: string; weight: number }[]>();
  for (const [lists, weight] of weights) {
    for (const [group, words] of Object.entries(lists)) for (const word of words) out.set(word, [...(out.get(word) ?? []), { group, weight }]);
  }
  return out;
};
const SIGNS = table([
  [STRONG, 3],
  [COMMON, 1],
  [WEAK, 0.5],
]);

/** siSwati writes tf, dz and ts where isiZulu writes th, d and th: a tie breaker between the two, never a sign of Nguni alone. */
const SS_SPELLING = /tf|dz|ts(?!h)/;
const ZU_SPELLING = /^(?:uku|izi|ama)|th/;

/**
 * The shopper's words, lower-cased: "kwa-E2,000" is "kwa", "i-laptop" is "laptop" (a noun's
 * prefix letter is no English "I"), and "A14" or "E2000" no word at all.
 */
function wordsOf(text: string): string[] {
  const compounds = text.toLowerCase().normalize('NFKC').match(/[\p{L}\d]+(?:-[\p{L}\d]+)*/gu) ?? [];
  return compounds.flatMap((compound) => {
    const parts = compound.split('-').filter((part) => /^\p{L}+$/u.test(part));
    return compound.includes('-') ? parts.filter((part) => part.length > 1) : parts;
  });
}

/** The scores per language (exported for the test's report). */
export function languageScores(text: string): Record<'en' | 'ss' | 'zu' | 'sw', number> {
  const score = { en: 0, nguni: 0, ss: 0, zu: 0, sw: 0 };
  const words = wordsOf(text);
  for (const word of words) for (const { group, weight } of SIGNS.get(word) ?? []) score[group as keyof typeof score] += weight;
  if (score.nguni + score.ss + score.zu > 0) {
    for (const word of words) {
      if (SIGNS.has(word) && SIGNS.get(word)!.some((s) => s.group === 'en')) continue;
      if (SS_SPELLING.test(word)) score.ss += 0.25;
      if (ZU_SPELLING.test(word)) score.zu += 0.25;
    }
  }
  return { en: score.en, ss: score.nguni + score.ss, zu: score.nguni + score.zu, sw: score.sw };
}

/**
 * The language of `text`, or null when no language is clearly ahead. siSwati and isiZulu even:
 * `nguniHint` (the request's language when it is one of the two, else the shopper's country).
 */
export function languageOfMessage(text: string, nguniHint: 'ss' | 'zu' = 'ss'): Language | null {
  const scores = languageScores(text);
  const ranked = (Object.entries(scores) as [Language, number][]).sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked as [[Language, number], [Language, number]];
  if (first[1] < 1) return null;
  const nguni = (l: Language) => l === 'ss' || l === 'zu';
  if (first[1] === second[1]) {
    if (!(nguni(first[0]) && nguni(second[0]))) return null;
    const third = ranked[2]![1];
    return third < first[1] ? nguniHint : null;
  }
  return first[0];
}

/**
 * The language to answer in: the message's own; else the conversation's (its first message, so a
 * tapped chip or a bare "Samsung A05" goes on in it); else the request's (account, then
 * Accept-Language), else English. siSwati and isiZulu even: the conversation's, the request's, else
 * isiZulu in South Africa and siSwati elsewhere.
 */
export function replyLanguage(text: string | null | undefined, requestLanguage: Language, country?: string | null, earlier?: string | null): Language {
  const nguni = (l: Language | null | undefined): l is 'ss' | 'zu' => l === 'ss' || l === 'zu';
  const fallbackHint = nguni(requestLanguage) ? requestLanguage : country === 'ZA' ? 'zu' : 'ss';
  const before = earlier ? languageOfMessage(earlier, fallbackHint) : null;
  const hint = nguni(before) ? before : fallbackHint;
  return (text ? languageOfMessage(text, hint) : null) ?? before ?? requestLanguage;
}

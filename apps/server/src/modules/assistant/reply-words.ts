import type { Language } from '@sokoni/contracts/languages';
import type { ResultOrder } from './retrieval.ts';
import { exampleSearchTerms, type ShopperQuery } from './understanding/index.ts';

/**
 * The built-in assistant's words in siSwati, isiZulu and Kiswahili (issue 29: the assistant
 * replies in the language the shopper wrote in). English stays in builtin-reply.ts and
 * picture-reply.ts, word for word as before. These replies name only what is data (a listing's
 * title, its price in doc 1's forms, a count, a brand, a town) and say the rest in the language:
 * the English reading of the search ("used phones under E2,000") and the detectors' English nouns
 * are left out rather than shown in English. The greeting that asks what they want and the photo
 * failure are server words (packages/contracts/src/words/module-words.ts). Glossary: docs/glossary.md.
 *
 * The chips (refinements, example searches) are messages the shopper sends back by tapping: each
 * is worded so the understanding reads it as the English chip (reply-words.test.ts).
 */
export type ReplyWords = {
  noMatches: string;
  matches: (count: number) => string;
  widened: string;
  /** "The best fit is" and the others, before a listing's title. */
  first: Readonly<Record<ResultOrder, string>>;
  /** " at E1,500" after a title. */
  at: (price: string) => string;
  alternativesAfter: string;
  nothingFits: {
    closest: (overBudget: boolean) => string;
    anyPrice: (alternatives: boolean) => string;
    none: (alternatives: boolean) => string;
    othersAfter: string;
  };
  picture: {
    same: (titleAndPrice: string, more: number) => string;
    looksLike: (alike: number, titleAndPrice: string) => string;
    sameKind: string;
    inCategory: (category: string) => string;
    nothingOfKind: string;
  };
  chips: {
    onlyNew: string;
    onlyUsed: string;
    brandOnly: (brand: string) => string;
    nearMe: string;
    cheaper: string;
    moreLikeFirst: string;
  };
  examples: (price: { phone: string; sofa: string }, town: string | undefined) => string[];
};

/** A town with siSwati's and isiZulu's locative e- where the understanding reads it so (other towns are named as they are). */
const LOCATIVE: Readonly<Record<string, string>> = { Manzini: 'eManzini', Johannesburg: 'eGoli' };
export const inTown = (town: string) => LOCATIVE[town] ?? town;

const SS: ReplyWords = {
  noMatches: 'Angikatfoli lutfo lolufanana nalokufunako nyalo. Zama imali lenyenti, imininingwane lembalwa, noma lelinye ligama.',
  matches: (n) => (n === 1 ? 'Ngitfole intfo yinye lefanana nalokufunako.' : `Ngitfole tintfo letingu-${n} letifanana nalokufunako.`),
  widened: 'Angikatfoli lokufanana ncamashi, ngako ngifune kabanzi.',
  first: {
    relevance: 'Lokufanele kakhulu ngu-',
    'price-low': 'Lokushibhile kakhulu ngu-',
    'price-high': 'Lokudule kakhulu ngu-',
    newest: 'Lokusha kakhulu ngu-',
    popular: 'Lokutsandzwa kakhulu ngu-',
  },
  at: (price) => ` nge-${price}`,
  alternativesAfter: ' Ngemuva kwaloko, lokunye lokutsengiswako lokungasiko loko lobekufuna.',
  nothingFits: {
    closest: (over) => `Akukho lokufanana nalokufunako ku-Sokoni nyalo — ${over ? 'lokushibhile kakhulu' : 'lokusondzele kakhulu'} ngu-`,
    anyPrice: (alt) =>
      alt
        ? 'Akukho lokufanana nalokufunako ku-Sokoni nyalo, ngisho nangayiphi intsengo — nati letinye tintfo, letingasito loko lobekufuna.'
        : 'Akukho lokufanana nalokufunako ku-Sokoni nyalo, ngisho nangayiphi intsengo. Zama lelinye ligama, noma kusesha lokubanzi.',
    none: (alt) =>
      alt
        ? 'Akukabi khona lokufanana nalokufunako ku-Sokoni — nati letinye tintfo, letingasito loko lobekufuna.'
        : 'Akukabi khona lokufanana nalokufunako ku-Sokoni. Zama lelinye ligama, noma kusesha lokubanzi.',
    othersAfter: ' Ngemuva kwaloko, letinye tintfo, letingasito loko lobekufuna.',
  },
  picture: {
    same: (it, more) => `Lokhu ngu-${it}. ${more === 0 ? 'Nangu.' : `Nangu, kanye nalokunye lokungu-${more} lokufanana nako.`}`,
    looksLike: (alike, it) => `${alike === 1 ? 'Lokutsengiswako lokukodvwa kufanana' : `Lokutsengiswako lokungu-${alike} kufanana`} nesitfombe sakho. Lokusondzele kakhulu ngu-${it}.`,
    sameKind: 'Angiyitfolanga lentfo ncamashi — nati tintfo taloluhlobo ku-Sokoni.',
    inCategory: (category) => `Angiyitfolanga lentfo ncamashi — nati tintfo tesigaba ${category} ku-Sokoni.`,
    nothingOfKind: 'Angikatfoli lutfo taloluhlobo lolufanana nesitfombe sakho ku-Sokoni. Zama lesinye sitfombe noma uchaze loko lokufunako.',
  },
  chips: {
    onlyNew: 'Lokusha kuphela',
    onlyUsed: 'Lokusetjentisiwe kuphela',
    brandOnly: (brand) => `${brand} kuphela`,
    nearMe: 'Eduze kwami',
    cheaper: 'Lokushibhile kakhulu',
    moreLikeFirst: 'Lokufana nalokwekucala',
  },
  examples: (price, town) => [`Lucingo ngaphansi kwa ${price.phone}`, town ? `Timoto letisetjentisiwe ${inTown(town)}` : 'Timoto letisetjentisiwe eduze kwami', 'Raba size 9', `Sofa ngaphansi kwa ${price.sofa}`],
};

const ZU: ReplyWords = {
  noMatches: 'Angitholanga lutho olufana nalokho okufunayo manje. Zama imali eningi, imininingwane embalwa, noma elinye igama.',
  matches: (n) => (n === 1 ? 'Ngithole into eyodwa efana nalokho okufunayo.' : `Ngithole izinto ezingu-${n} ezifana nalokho okufunayo.`),
  widened: 'Angitholanga okufana ncamashi, ngakho ngifune kabanzi.',
  first: {
    relevance: 'Okufaneleke kakhulu ngu-',
    'price-low': 'Okushibhile kakhulu ngu-',
    'price-high': 'Okubiza kakhulu ngu-',
    newest: 'Okusha kakhulu ngu-',
    popular: 'Okuthandwa kakhulu ngu-',
  },
  at: (price) => ` nge-${price}`,
  alternativesAfter: ' Ngemva kwalokho, okunye okudayiswayo okungeyona into obuyifuna.',
  nothingFits: {
    closest: (over) => `Akukho okufana nalokho okufunayo ku-Sokoni manje — ${over ? 'okushibhile kakhulu' : 'okusondele kakhulu'} ngu-`,
    anyPrice: (alt) =>
      alt
        ? 'Akukho okufana nalokho okufunayo ku-Sokoni manje, ngisho nangayiphi intengo — nazi ezinye izinto, ezingeyona lokho obukufuna.'
        : 'Akukho okufana nalokho okufunayo ku-Sokoni manje, ngisho nangayiphi intengo. Zama elinye igama, noma ukusesha okubanzi.',
    none: (alt) =>
      alt
        ? 'Akukabi khona okufana nalokho okufunayo ku-Sokoni — nazi ezinye izinto, ezingeyona lokho obukufuna.'
        : 'Akukabi khona okufana nalokho okufunayo ku-Sokoni. Zama elinye igama, noma ukusesha okubanzi.',
    othersAfter: ' Ngemva kwalokho, ezinye izinto, ezingeyona lokho obukufuna.',
  },
  picture: {
    same: (it, more) => `Lokhu ngu-${it}. ${more === 0 ? 'Nakhu.' : `Nakhu, kanye nokunye okungu-${more} okufana nakho.`}`,
    looksLike: (alike, it) => `${alike === 1 ? 'Okudayiswayo okukodwa kufana' : `Okudayiswayo okungu-${alike} kufana`} nesithombe sakho. Okusondele kakhulu ngu-${it}.`,
    sameKind: 'Angiyitholanga le nto ncamashi — nazi izinto zalolu hlobo ku-Sokoni.',
    inCategory: (category) => `Angiyitholanga le nto ncamashi — nazi izinto zesigaba ${category} ku-Sokoni.`,
    nothingOfKind: 'Angitholanga lutho lwalolu hlobo olufana nesithombe sakho ku-Sokoni. Zama esinye isithombe noma uchaze okufunayo.',
  },
  chips: {
    onlyNew: 'Okusha kuphela',
    onlyUsed: 'Okusetshenzisiwe kuphela',
    brandOnly: (brand) => `${brand} kuphela`,
    nearMe: 'Eduze kwami',
    cheaper: 'Okushibhile kakhulu',
    moreLikeFirst: 'Okufana nokokuqala',
  },
  examples: (price, town) => [`Ucingo ngaphansi kuka ${price.phone}`, town ? `Izimoto ezisetshenzisiwe ${inTown(town)}` : 'Izimoto ezisetshenzisiwe eduze kwami', 'Takkies size 9', `Sofa ngaphansi kuka ${price.sofa}`],
};

const SW: ReplyWords = {
  noMatches: 'Sikupata kitu kinacholingana na unachotafuta kwa sasa. Jaribu bajeti kubwa zaidi, maelezo machache, au neno jingine.',
  matches: (n) => (n === 1 ? 'Nimepata bidhaa 1 inayolingana na unachotafuta.' : `Nimepata bidhaa ${n} zinazolingana na unachotafuta.`),
  widened: 'Sikupata kinacholingana kabisa, kwa hiyo nimetafuta kwa upana zaidi.',
  first: {
    relevance: 'Inayofaa zaidi ni ',
    'price-low': 'Ya bei nafuu zaidi ni ',
    'price-high': 'Ya bei ghali zaidi ni ',
    newest: 'Mpya zaidi ni ',
    popular: 'Inayopendwa zaidi ni ',
  },
  at: (price) => ` kwa ${price}`,
  alternativesAfter: ' Baada ya hizo, matangazo mengine ambayo si uliyoomba.',
  nothingFits: {
    closest: (over) => `Hakuna kinacholingana na unachotafuta kwenye Sokoni kwa sasa — ${over ? 'cha bei nafuu zaidi' : 'kilicho karibu zaidi'} ni `,
    anyPrice: (alt) =>
      alt
        ? 'Hakuna kinacholingana na unachotafuta kwenye Sokoni kwa sasa, hata kwa bei yoyote — hizi ni bidhaa nyingine, ambazo si ulizoomba.'
        : 'Hakuna kinacholingana na unachotafuta kwenye Sokoni kwa sasa, hata kwa bei yoyote. Jaribu neno jingine, au utafutaji mpana zaidi.',
    none: (alt) =>
      alt
        ? 'Bado hakuna kinacholingana na unachotafuta kwenye Sokoni — hizi ni bidhaa nyingine, ambazo si ulizoomba.'
        : 'Bado hakuna kinacholingana na unachotafuta kwenye Sokoni. Jaribu neno jingine, au utafutaji mpana zaidi.',
    othersAfter: ' Baada ya hapo, bidhaa nyingine, ambazo si ulizoomba.',
  },
  picture: {
    same: (it, more) => `Hii ni ${it}. ${more === 0 ? 'Hii hapa.' : `Hii hapa, pamoja na nyingine ${more} zinazofanana nayo.`}`,
    looksLike: (alike, it) => `${alike === 1 ? 'Tangazo 1 linafanana' : `Matangazo ${alike} yanafanana`} na picha yako. Lililo karibu zaidi ni ${it}.`,
    sameKind: 'Sikupata bidhaa hii hasa — hizi ni bidhaa za aina hii kwenye Sokoni.',
    inCategory: (category) => `Sikupata bidhaa hii hasa — hizi ni bidhaa za kategoria ${category} kwenye Sokoni.`,
    nothingOfKind: 'Sikupata bidhaa za aina hii kwenye Sokoni. Jaribu picha nyingine au eleza unachotafuta.',
  },
  chips: {
    onlyNew: 'Mpya tu',
    onlyUsed: 'Zilizotumika tu',
    brandOnly: (brand) => `${brand} tu`,
    nearMe: 'Karibu na mimi',
    cheaper: 'Nafuu zaidi',
    moreLikeFirst: 'Kama ya kwanza',
  },
  examples: (price, town) => [`Simu chini ya ${price.phone}`, town ? `Magari yaliyotumika ${town}` : 'Magari yaliyotumika karibu nami', 'Raba size 9', `Makochi chini ya ${price.sofa}`],
};

const WORDS: Readonly<Record<Exclude<Language, 'en'>, ReplyWords>> = { ss: SS, zu: ZU, sw: SW };

/** The built-in replies' words in `language`, or null for English (whose words are in builtin-reply.ts). */
export const replyWordsIn = (language: Language | undefined): ReplyWords | null => (language && language !== 'en' ? WORDS[language] : null);

/** A vague message's example searches in `language` (the understanding's own are English). */
export function exampleSearchesIn(local: ReplyWords, q: ShopperQuery, defaultCurrency: string): string[] {
  const { price, town } = exampleSearchTerms(q, defaultCurrency);
  return local.examples(price, town);
}

import { MARKET_REASONS_IN } from '@sokoni/contracts/assistant-chips';
import { CATEGORIES, type ProductSort } from '@sokoni/contracts/catalog';
import { formatWhole } from '@sokoni/contracts/format-count';
import type { Language } from '@sokoni/contracts/languages';
import { formatPrice } from '@sokoni/contracts/money';
import { inTown } from './reply-words.ts';
import { categoryNameIn, SUBCATEGORY_NAMES, subcategoryNameIn } from './understanding/kind-names.ts';
import { COUNTRY_NAMES } from './understanding/places.ts';
import { itemWordsOf, type ShopperQuery } from './understanding/index.ts';

type Local = Exclude<Language, 'en'>;
type Condition = NonNullable<ShopperQuery['condition']>;

/**
 * "Other kind: Phones & Tablets" names a subcategory, which has its words; "Other kind: soundbar" names an
 * item word read from an English title, which has none: the kind is then said without it rather than in English.
 */
function otherKind(language: Local, words: string, kind: string): string {
  return Object.hasOwn(SUBCATEGORY_NAMES[language], kind) ? `${words}: ${subcategoryNameIn(language, kind)}` : words;
}

/**
 * Issue 29: what the built-in engine says about a search and its matches in siSwati, isiZulu and
 * Kiswahili: the reading of the search (`understood`), each match's reasons and lifestyle
 * sentence, and the related-search chips. English stays where it is (describe-query.ts,
 * ranking.ts, builtin-reply.ts), word for word. Data stays as it is: titles, brands, models,
 * towns, prices, the shopper's own words. Glossary: docs/glossary.md.
 */
type MatchWords = {
  condition: Record<Condition, string>;
  budget: { cheap: string; premium: string };
  makers: (makers: string) => string;
  size: (sizes: string) => string;
  years: { between: (a: number, b: number) => string; in: (a: number) => string; from: (a: number) => string; upTo: (b: number) => string };
  under: (amount: string) => string;
  between: (a: string, b: string) => string;
  from: (amount: string) => string;
  nearYou: string;
  inPlace: (place: string) => string;
  sort: Record<ProductSort, string>;
  matching: (words: string) => string;
  /** The English reasons of ranking.ts, each with its words in the language. */
  reasons: [RegExp, (...parts: string[]) => string][];
  /** "In Manzini": the listing's own town (ranking.ts words a colour the same way, "In red"). */
  town: (city: string) => string;
  lifestyle: { condition: Record<Condition, string>; inPlace: (city: string) => string; at: (price: string) => string; withinBudget: string; km: (km: string) => string };
  /** A related search: a subcategory, with the price cap and the town of the search. */
  related: { under: (amount: string) => string; inPlace: (town: string) => string };
};

/** Reasons every language words alike: the ones that are data, or hold English data (a vehicle's body). */
const KEPT: [RegExp, (...parts: string[]) => string][] = [[/^([\d,]+ km)$/, (km) => km!]];

/** The body ranking.ts names when a listing states none ("Pickup truck, 2019"); a body the seller wrote stays theirs. */
type Body = 'Pickup truck' | 'Motorbike' | 'Car';
const VEHICLE_BODIES: Readonly<Record<Local, Readonly<Record<Body, string>>>> = {
  ss: { 'Pickup truck': 'Libhakhi', Motorbike: 'Sithuthuthu', Car: 'Imoto' },
  zu: { 'Pickup truck': 'Ibhakhi', Motorbike: 'Isithuthuthu', Car: 'Imoto' },
  sw: { 'Pickup truck': 'Pikapu', Motorbike: 'Pikipiki', Car: 'Gari' },
};
const vehicleBody = (l: Local): [RegExp, (...parts: string[]) => string] => [
  /^(Pickup truck|Motorbike|Car)(?:, (\d{4}))?$/,
  (body, year) => [VEHICLE_BODIES[l][body as Body], year].filter(Boolean).join(', '),
];

const SS: MatchWords = {
  condition: { new: 'lokusha', used: 'lokusetjentisiwe', refurbished: 'lokulungisiwe' },
  budget: { cheap: 'lokushibhile', premium: 'lokusezingeni lelisetulu' },
  makers: (m) => `te-${m}`,
  size: (s) => `size ${s}`,
  years: { between: (a, b) => `temnyaka ${a} kuya ku-${b}`, in: (a) => `temnyaka ${a}`, from: (a) => `kusukela emnyakeni ${a}`, upTo: (b) => `temnyaka ${b} nangembili` },
  under: (x) => `ngaphansi kwa ${x}`,
  between: (a, b) => `emkhatsini kwa ${a} na ${b}`,
  from: (x) => `kusukela ku-${x}`,
  nearYou: 'eduze kwakho',
  inPlace: (place) => inTown(place),
  sort: { 'price-low': 'lokushibhile kucala', 'price-high': 'lokudulile kucala', newest: 'lokusha kucala', popular: 'lokutsandzwako kucala' },
  matching: (w) => `, lokunemagama '${w}'`,
  reasons: [
    [/^Matches “(.*)”$/, (w) => `Kufanana na “${w}”`],
    [/^Matches what you described$/, () => 'Kufanana nalokuchazile'],
    [/^Within your budget$/, () => 'Ngekhatsi kwemali yakho'],
    [/^Under your budget$/, () => 'Ngaphansi kwemali yakho'],
    [/^Within your price range$/, () => 'Ngekhatsi kwetintsengo lotifunako'],
    [/^Priced below similar listings$/, () => MARKET_REASONS_IN.ss.below],
    [/^A premium pick$/, () => MARKET_REASONS_IN.ss.premium],
    [/^(.*), as you asked$/, (brand) => (brand === 'Pre-owned' ? 'Lokusetjentisiwe, njengobe ucelile' : `${brand}, njengobe ucelile`)],
    [/^Brand new$/, () => 'Lokusha sha'],
    [/^Refurbished$/, () => 'Lokulungisiwe'],
    [/^Over your budget: (.*)$/, (price) => `Ngetulu kwemali yakho: ${price}`],
    [/^Outside your price range: (.*)$/, (price) => `Ngaphandle kwetintsengo lotifunako: ${price}`],
    [/^Other kind: (.*)$/, (kind) => otherKind('ss', 'Lolunye luhlobo', kind!)],
    [/^Also (?:an? )?(.*)$/, () => 'Luhlobo lolufanana nesitfombe sakho'],
    [/^Same picture as your photo$/, () => 'Sitfombe lesifanako nesakho'],
    [/^Looks just like your photo$/, () => 'Kufanana ncamashi nesitfombe sakho'],
    [/^Looks like your photo$/, () => 'Kufanana nesitfombe sakho'],
    [/^Same kind: (.*)$/, (sub) => `Luhlobo lolufanako: ${subcategoryNameIn('ss', sub!)}`],
    [/^Same category: (.*)$/, (name) => `Sigaba lesifanako: ${categoryByName('ss', name!)}`],
    [/^Near you, in (.*)$/, (city) => `Eduze kwakho: ${city}`],
    [/^In (.*)$/, (what) => `Umbala: ${what}`],
    [/^From (\d{4})$/, (year) => `Wemnyaka ${year}`],
    [/^Rated (.*)$/, (rating) => `Sikalo: ${rating}`],
    [/^Popular with buyers$/, () => 'Kuyatsandzwa ngibatsengi'],
  ],
  town: (city) => `Endzaweni: ${city}`,
  lifestyle: { condition: { new: 'lokusha', used: 'lokusetjentisiwe', refurbished: 'lokulungisiwe' }, inPlace: (city) => `, ${inTown(city)}`, at: (p) => ` nge-${p}`, withinBudget: ', ngekhatsi kwemali yakho', km: (km) => `, ${km} km` },
  related: { under: (x) => ` ngaphansi kwa ${x}`, inPlace: (town) => ` ${inTown(town)}` },
};

const ZU: MatchWords = {
  condition: { new: 'okusha', used: 'okusetshenzisiwe', refurbished: 'okulungisiwe' },
  budget: { cheap: 'okushibhile', premium: 'okusezingeni eliphezulu' },
  makers: (m) => `ze-${m}`,
  size: (s) => `size ${s}`,
  years: { between: (a, b) => `zonyaka ka-${a} kuya ku-${b}`, in: (a) => `zonyaka ka-${a}`, from: (a) => `kusukela onyakeni ka-${a}`, upTo: (b) => `zonyaka ka-${b} nangaphambili` },
  under: (x) => `ngaphansi kuka ${x}`,
  between: (a, b) => `phakathi kuka ${a} no ${b}`,
  from: (x) => `kusukela ku-${x}`,
  nearYou: 'eduze kwakho',
  inPlace: (place) => inTown(place),
  sort: { 'price-low': 'okushibhile kuqala', 'price-high': 'okubizayo kuqala', newest: 'okusha kuqala', popular: 'okuthandwayo kuqala' },
  matching: (w) => `, okunamagama '${w}'`,
  reasons: [
    [/^Matches “(.*)”$/, (w) => `Kufana no-“${w}”`],
    [/^Matches what you described$/, () => 'Kufana nalokho okuchazile'],
    [/^Within your budget$/, () => 'Ngaphakathi kwesabelomali sakho'],
    [/^Under your budget$/, () => 'Ngaphansi kwesabelomali sakho'],
    [/^Within your price range$/, () => 'Ngaphakathi kwezintengo ozifunayo'],
    [/^Priced below similar listings$/, () => MARKET_REASONS_IN.zu.below],
    [/^A premium pick$/, () => MARKET_REASONS_IN.zu.premium],
    [/^(.*), as you asked$/, (brand) => (brand === 'Pre-owned' ? 'Okusetshenzisiwe, njengoba ucelile' : `${brand}, njengoba ucelile`)],
    [/^Brand new$/, () => 'Okusha sha'],
    [/^Refurbished$/, () => 'Okulungisiwe'],
    [/^Over your budget: (.*)$/, (price) => `Ngaphezu kwesabelomali sakho: ${price}`],
    [/^Outside your price range: (.*)$/, (price) => `Ngaphandle kwezintengo ozifunayo: ${price}`],
    [/^Other kind: (.*)$/, (kind) => otherKind('zu', 'Olunye uhlobo', kind!)],
    [/^Also (?:an? )?(.*)$/, () => 'Uhlobo olufana nesithombe sakho'],
    [/^Same picture as your photo$/, () => 'Isithombe esifanayo nesakho'],
    [/^Looks just like your photo$/, () => 'Kufana ncamashi nesithombe sakho'],
    [/^Looks like your photo$/, () => 'Kufana nesithombe sakho'],
    [/^Same kind: (.*)$/, (sub) => `Uhlobo olufanayo: ${subcategoryNameIn('zu', sub!)}`],
    [/^Same category: (.*)$/, (name) => `Isigaba esifanayo: ${categoryByName('zu', name!)}`],
    [/^Near you, in (.*)$/, (city) => `Eduze kwakho: ${city}`],
    [/^In (.*)$/, (what) => `Umbala: ${what}`],
    [/^From (\d{4})$/, (year) => `Owonyaka ka-${year}`],
    [/^Rated (.*)$/, (rating) => `Isilinganiso: ${rating}`],
    [/^Popular with buyers$/, () => 'Kuthandwa ngabathengi'],
  ],
  town: (city) => `Endaweni: ${city}`,
  lifestyle: { condition: { new: 'okusha', used: 'okusetshenzisiwe', refurbished: 'okulungisiwe' }, inPlace: (city) => `, ${inTown(city)}`, at: (p) => ` nge-${p}`, withinBudget: ', ngaphakathi kwesabelomali sakho', km: (km) => `, ${km} km` },
  related: { under: (x) => ` ngaphansi kuka ${x}`, inPlace: (town) => ` ${inTown(town)}` },
};

const SW: MatchWords = {
  condition: { new: 'mpya', used: 'zilizotumika', refurbished: 'zilizokarabatiwa' },
  budget: { cheap: 'za bei nafuu', premium: 'za hadhi ya juu' },
  makers: (m) => `za ${m}`,
  size: (s) => `saizi ${s}`,
  years: { between: (a, b) => `za mwaka ${a} hadi ${b}`, in: (a) => `za mwaka ${a}`, from: (a) => `za kuanzia mwaka ${a}`, upTo: (b) => `za mwaka ${b} au kabla` },
  under: (x) => `chini ya ${x}`,
  between: (a, b) => `kati ya ${a} na ${b}`,
  from: (x) => `kuanzia ${x}`,
  nearYou: 'karibu nawe',
  inPlace: (place) => place,
  sort: { 'price-low': 'nafuu kwanza', 'price-high': 'ghali kwanza', newest: 'mpya kwanza', popular: 'maarufu kwanza' },
  matching: (w) => `, zenye maneno '${w}'`,
  reasons: [
    [/^Matches “(.*)”$/, (w) => `Inalingana na “${w}”`],
    [/^Matches what you described$/, () => 'Inalingana na ulichoeleza'],
    [/^Within your budget$/, () => 'Ndani ya bajeti yako'],
    [/^Under your budget$/, () => 'Chini ya bajeti yako'],
    [/^Within your price range$/, () => 'Ndani ya bei unayotaka'],
    [/^Priced below similar listings$/, () => MARKET_REASONS_IN.sw.below],
    [/^A premium pick$/, () => MARKET_REASONS_IN.sw.premium],
    [/^(.*), as you asked$/, (brand) => (brand === 'Pre-owned' ? 'Iliyotumika, kama ulivyoomba' : `${brand}, kama ulivyoomba`)],
    [/^Brand new$/, () => 'Mpya kabisa'],
    [/^Refurbished$/, () => 'Iliyokarabatiwa'],
    [/^Over your budget: (.*)$/, (price) => `Juu ya bajeti yako: ${price}`],
    [/^Outside your price range: (.*)$/, (price) => `Nje ya bei unayotaka: ${price}`],
    [/^Other kind: (.*)$/, (kind) => otherKind('sw', 'Aina nyingine', kind!)],
    [/^Also (?:an? )?(.*)$/, () => 'Aina ileile na picha yako'],
    [/^Same picture as your photo$/, () => 'Picha ileile na yako'],
    [/^Looks just like your photo$/, () => 'Inafanana kabisa na picha yako'],
    [/^Looks like your photo$/, () => 'Inafanana na picha yako'],
    [/^Same kind: (.*)$/, (sub) => `Aina ileile: ${subcategoryNameIn('sw', sub!)}`],
    [/^Same category: (.*)$/, (name) => `Kategoria ileile: ${categoryByName('sw', name!)}`],
    [/^Near you, in (.*)$/, (city) => `Karibu nawe: ${city}`],
    [/^In (.*)$/, (what) => `Rangi: ${what}`],
    [/^From (\d{4})$/, (year) => `Ya mwaka ${year}`],
    [/^Rated (.*)$/, (rating) => `Ukadiriaji: ${rating}`],
    [/^Popular with buyers$/, () => 'Inapendwa na wanunuzi'],
  ],
  town: (city) => `Mahali: ${city}`,
  lifestyle: { condition: { new: 'mpya', used: 'iliyotumika', refurbished: 'iliyokarabatiwa' }, inPlace: (city) => `, ${city}`, at: (p) => ` kwa ${p}`, withinBudget: ', ndani ya bajeti yako', km: (km) => `, km ${km}` },
  related: { under: (x) => ` chini ya ${x}`, inPlace: (town) => ` ${town}` },
};

const WORDS: Readonly<Record<Local, MatchWords>> = { ss: SS, zu: ZU, sw: SW };
const local = (language: Language | undefined): Local | null => (language && language !== 'en' ? language : null);

/** "Same category: Home & Garden" names the category by its English name. */
function categoryByName(language: Local, name: string): string {
  const slug = CATEGORY_SLUG_BY_NAME.get(name);
  return slug ? categoryNameIn(language, slug) : name;
}
const CATEGORY_SLUG_BY_NAME = new Map<string, string>(CATEGORIES.map((c) => [c.name, c.slug]));

const joinOr = (items: readonly string[], or: string) => (items.length <= 2 ? items.join(` ${or} `) : `${items.slice(0, -1).join(', ')} ${or} ${items.at(-1)}`);
const OR: Readonly<Record<Local, string>> = { ss: 'noma', zu: 'noma', sw: 'au' };
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * The search as understood, in the language: the kind of thing (its subcategory's or category's
 * name), then what was stated of it. `english` is describeQuery's reading, returned for English.
 */
export function understoodIn(language: Language, q: ShopperQuery, english: string): string {
  const l = local(language);
  if (!l) return english;
  const w = WORDS[l];
  const money = (amount: number) => formatPrice(amount, q.currency, { cents: 'if-any' });
  const noun = q.subcategory ? subcategoryNameIn(l, q.subcategory) : q.category ? categoryNameIn(l, q.category) : null;
  const makers = [...q.brands, ...q.models.filter((m) => !q.brands.some((b) => m.startsWith(b)))];
  const { yearMin: a, yearMax: b, priceMin: pMin, priceMax: pMax } = q;
  const parts = [
    noun ? lowerFirst(noun) : undefined,
    q.condition ? w.condition[q.condition] : undefined,
    pMin === undefined && pMax === undefined && q.budget === 'cheap' ? w.budget.cheap : q.budget === 'premium' ? w.budget.premium : undefined,
    q.colours.length ? q.colours.join(', ') : undefined,
    makers.length ? w.makers(joinOr(makers, OR[l])) : undefined,
    q.sizes.length ? w.size(joinOr(q.sizes, OR[l])) : undefined,
    a !== undefined && b !== undefined ? (a === b ? w.years.in(a) : w.years.between(a, b)) : a !== undefined ? w.years.from(a) : b !== undefined ? w.years.upTo(b) : undefined,
    q.mileageMaxKm !== undefined ? w.under(`${formatWhole(q.mileageMaxKm)} km`) : undefined,
    pMin !== undefined && pMax !== undefined ? w.between(money(pMin), money(pMax)) : pMax !== undefined ? w.under(money(pMax)) : pMin !== undefined ? w.from(money(pMin)) : undefined,
    q.nearMe ? w.nearYou : q.city ? w.inPlace(q.city) : q.country ? w.inPlace(COUNTRY_NAMES[q.country]) : undefined,
  ].filter((part): part is string => Boolean(part));
  let phrase = parts.join(' ');
  if (q.sort && !(q.sort === 'price-low' && q.budget === 'cheap')) phrase += `, ${w.sort[q.sort]}`;
  // The shopper's own words (and the catalog's word for the thing, when no kind names it) as they are.
  const own = noun ? q.keywords.filter((k) => k !== itemWordsOf(q)[0] || !q.subcategory) : q.keywords;
  if (own.length) phrase = phrase ? `${phrase}${w.matching(own.join(' '))}` : `'${own.join(' ')}'`;
  return phrase;
}

/** A match's reasons in the language (`city`: the listing's town); one the table does not know stays as it is. */
export function reasonsIn(language: Language, reasons: readonly string[], city: string | null): string[] {
  const l = local(language);
  if (!l) return [...reasons];
  return reasons.map((reason) => {
    if (city && reason === `In ${city}`) return WORDS[l].town(city);
    for (const [pattern, say] of [...KEPT, vehicleBody(l), ...WORDS[l].reasons]) {
      const m = pattern.exec(reason);
      if (m) return say(...m.slice(1));
    }
    // "Electronics in Manzini": a listing with nothing stated to match, by its category.
    const [, name, town] = /^(.+?)(?: in (.+))?$/.exec(reason) ?? [];
    const slug = name ? CATEGORY_SLUG_BY_NAME.get(name) : undefined;
    return slug ? `${categoryNameIn(l, slug)}${town ? WORDS[l].lifestyle.inPlace(town) : ''}` : reason;
  });
}

/** The facts lifestyleMatchOf puts in one sentence, for the other languages' sentence. */
export type LifestyleFacts = { title: string; condition: Condition; city: string | null; price: string | null; withinBudget: boolean; vehicle?: { what: string; km?: string } };

/** doc 2 §3 lifestyleMatch in the language; `english` (ranking.ts's sentence) for English. */
export function lifestyleIn(language: Language, facts: LifestyleFacts, english: string): string {
  const l = local(language);
  if (!l) return english;
  const w = WORDS[l].lifestyle;
  const place = facts.city ? w.inPlace(facts.city) : '';
  const price = facts.price ? w.at(facts.price) : '';
  const fit = facts.withinBudget ? w.withinBudget : '';
  const what = facts.vehicle ? `${facts.vehicle.what}${facts.vehicle.km ? w.km(facts.vehicle.km) : ''}` : facts.title;
  return `${what}, ${w.condition[facts.condition]}${place}${price}${fit}.`;
}

/** A related search in the language: a subcategory, under the search's price cap, in its town. */
export function relatedSearchIn(language: Local, subcategory: string, cap: string | undefined, town: string | undefined): string {
  const w = WORDS[language].related;
  return `${subcategoryNameIn(language, subcategory)}${cap ? w.under(cap) : ''}${town ? w.inPlace(town) : ''}`;
}

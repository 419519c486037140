import { T, type CategoryTarget } from './targets.ts';

type Reader = { re: RegExp; brand: string; target: CategoryTarget; name: (m: RegExpMatchArray) => string; onlyWith?: RegExp };

const title = (s: string | undefined): string => (s ?? '').replace(/\b[a-z]/g, (c) => c.toUpperCase());
const suffix = (s: string | undefined): string => (s ? ` ${s === '+' ? 'Plus' : title(s.replace(/\s+/g, ' '))}` : '');
const up = (s: string | undefined): string => (s ?? '').toUpperCase();

/** Phones, tablets and consoles whose model is a family name and a number. */
export const NUMBERED_MODELS: readonly Reader[] = [
  {
    re: /\b(?:apple\s)?i\s?(?:phone|fone)s?\s?(\d{1,2}|xr|xs|x|se)(?:\s?(pro\s?max|pro|plus|mini|max|\+))?\b/g,
    brand: 'Apple',
    target: T.phones,
    name: (m) => `iPhone ${up(m[1])}${suffix(m[2]?.replace(/pro\s?max/, 'pro max'))}`,
  },
  {
    re: /\b(?:samsung\s)?galaxy\s?(tab\s?)?([a-z])\s?(\d{1,3})([a-z])?(?:\s?(ultra|plus|\+|fe))?(?![\w+])/g,
    brand: 'Samsung',
    target: T.phones,
    name: (m) => `Galaxy ${m[1] ? 'Tab ' : ''}${up(m[2])}${m[3]}${m[4] ?? ''}${suffix(m[5])}`,
  },
  {
    re: /\b(?:samsung\s)?galaxy\snote\s?(\d{1,2})(?:\s?(ultra|plus|\+))?\b/g,
    brand: 'Samsung',
    target: T.phones,
    name: (m) => `Galaxy Note ${m[1]}${suffix(m[2])}`,
  },
  {
    re: /\bsamsung\s([asmz])\s?(\d{2,3})([a-z])?(?:\s?(ultra|plus|\+|fe))?(?![\w+])/g,
    brand: 'Samsung',
    target: T.phones,
    name: (m) => `Galaxy ${up(m[1])}${m[2]}${m[3] ?? ''}${suffix(m[4])}`,
  },
  {
    re: /\b(?:xiaomi\s)?redmi\s?(note\s?\d{1,2}[a-z]?|\d{1,2}[a-z]?)(?:\s?(pro\+?|plus))?\b/g,
    brand: 'Xiaomi',
    target: T.phones,
    name: (m) => `Redmi ${title((m[1] ?? '').replace(/note\s?/, 'note '))}${suffix(m[2])}`,
  },
  {
    re: /\b(?:tecno\s|techno\s)?(spark|camon|pova|phantom)\s?(\d{1,2})([a-z])?(?:\s?(pro|plus|\+))?\b/g,
    brand: 'Tecno',
    target: T.phones,
    name: (m) => `${title(m[1])} ${m[2]}${m[3] ?? ''}${suffix(m[4])}`,
  },
  {
    re: /\b(?:infinix\s)?(hot|note|smart|zero)\s?(\d{1,2})([a-z])?(?:\s?(pro|play|plus))?\b/g,
    brand: 'Infinix',
    target: T.phones,
    name: (m) => `${title(m[1])} ${m[2]}${m[3] ?? ''}${suffix(m[4])}`,
    onlyWith: /\binfinix\b/,
  },
  {
    re: /\bhuawei\s(p\s?\d{2}|mate\s?\d{2}|nova\s?\d{1,2}[a-z]?|y\d{1,2}[a-z]?)(?:\s?(pro|lite))?\b/g,
    brand: 'Huawei',
    target: T.phones,
    name: (m) => {
      const raw = m[1] ?? '';
      return (/^(?:mate|nova)/.test(raw) ? title(raw.replace(/^(mate|nova)\s?/, '$1 ')) : up(raw.replace(/\s/g, ''))) + suffix(m[2]);
    },
  },
  {
    re: /\bitel\s([aps]\d{2,3})\b/g,
    brand: 'Itel',
    target: T.phones,
    name: (m) => up(m[1]),
  },
  {
    re: /\bnokia\s(\d{3,4}|[a-z]\d{1,2})\b/g,
    brand: 'Nokia',
    target: T.phones,
    name: (m) => up(m[1]),
  },
  {
    re: /\boppo\s(a\d{1,2}|reno\s?\d{1,2})\b/g,
    brand: 'Oppo',
    target: T.phones,
    name: (m) => title((m[1] ?? '').replace(/reno\s?/, 'reno ')).replace(/^a/, 'A'),
  },
  {
    re: /\b(?:google\s)?pixel\s?(\d{1,2}[a-z]?)(?:\s?(pro|xl))?\b/g,
    brand: 'Google',
    target: T.phones,
    name: (m) => `Pixel ${m[1]}${m[2] === 'xl' ? ' XL' : suffix(m[2])}`,
  },
  {
    re: /\b(?:sony\s)?(?:playstation|play station|ps)\s?([2-5])(?:\s?(slim|pro))?\b/g,
    brand: 'Sony',
    target: T.tv,
    name: (m) => `PlayStation ${m[1]}${suffix(m[2])}`,
  },
  {
    // "a14", "s23 ultra" alone: Samsung's names, unless another maker is named (Itel A70, Audi A45, Volvo S60).
    re: /(?<![\w-])([as])(\d{2})(?:\s?(ultra|plus|fe))?(?![\w+])/g,
    brand: 'Samsung',
    target: T.phones,
    name: (m) => `Galaxy ${up(m[1])}${m[2]}${suffix(m[3])}`,
    onlyWith: /^(?!.*\b(?:audi|mercedes|merc|benz|volvo|amg|itel|oppo|vivo|tecno|techno|infinix|huawei|nokia|realme|xiaomi|redmi|motorola|alcatel)\b)/,
  },
];

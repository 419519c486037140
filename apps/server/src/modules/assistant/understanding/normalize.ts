/** Longer messages are not searches; the cap also bounds the work of a parse. */
const MAX_LENGTH = 300;

/** Words after which "12 128" is a model and a storage size, not 12 128 written with a space. */
const NOT_THOUSANDS_AFTER = /(?:^|\s)(?:iphone|galaxy|note|size|uk|us|eu|spark|camon|pova|hot|redmi|pixel|number|no|option|model|models|year|#)\s*$/;

/** "R 150 000", "100 000 km": digit groups written with spaces are one number. */
const SPACED_THOUSANDS = /(^|[^\w.]|(?<![a-z])(?:r|e|kshs?|kes|sh|usd|szl|zar))(\d{1,3})((?: \d{3})+)(?=$|[^\w.]|kms?\b)/g;

/**
 * The text every reader works on: lower case, no accents, apostrophes and most punctuation gone,
 * thousands separators dropped ("2,500.50" → 2500.50), and only the symbols that carry meaning
 * kept ($ < > ~ + - #).
 */
export function normalizeText(raw: string): string {
  let s = raw.slice(0, MAX_LENGTH).normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
  s = s.replace(/[’‘`´]/g, "'").replace(/[–—−]/g, '-').replace(/[“”″]/g, '"');
  // Kenyan prices end in "/=" or "/-" ("20,000/=").
  s = s.replace(/(\d)\s*\/[=-]/g, '$1 ksh ');
  s = s.replace(/(\d)\s*"/g, '$1 inch ');
  s = s.replace(/'s\b/g, '').replace(/'/g, '');
  s = s.replace(/&/g, ' and ');
  s = s.replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
  s = s.replace(/[^a-z0-9\s.$<>~+\-#]/g, ' ');
  s = s.replace(/(?<!\d)\.|\.(?!\d)/g, ' ');
  s = s.replace(SPACED_THOUSANDS, (whole, lead: string, head: string, groups: string, offset: number, all: string) =>
    NOT_THOUSANDS_AFTER.test(all.slice(Math.max(0, offset - 12), offset + lead.length)) ? whole : `${lead}${head}${groups.replace(/ /g, '')}`,
  );
  return s.replace(/\s+/g, ' ').trim();
}

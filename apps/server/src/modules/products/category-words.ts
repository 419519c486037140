import { CATEGORIES } from '@sokoni/contracts/catalog';

/** A category, or one subcategory of it, that a search word names. */
export type CategoryTarget = { category: string; subcategory?: string };

/**
 * Words people search with for a category that its name does not hold ("phone" is in "Phones &
 * Tablets" already; "cellphone" is not). Keyed by category slug, then subcategory name ('' for
 * the category as a whole).
 */
const SYNONYMS: Record<string, Record<string, string[]>> = {
  electronics: {
    'Phones & Tablets': ['smartphone', 'cellphone', 'cell', 'mobile', 'iphone', 'ipad'],
    'Laptops & Computers': ['notebook', 'pc', 'desktop', 'macbook'],
    'TV & Audio': ['television', 'telly'],
  },
  vehicles: {
    Cars: ['auto', 'sedan', 'hatchback', 'suv'],
    'Bakkies & Trucks': ['pickup', 'lorry'],
    Motorbikes: ['motorcycle', 'scooter'],
  },
  fashion: { '': ['clothes', 'clothing'], Shoes: ['sneaker', 'boot', 'sandal'] },
  'sports-outdoors': { Cycling: ['bicycle', 'bike'] },
};

/** Words of category names too vague to steer a search by themselves. */
const VAGUE = new Set(['and', 'local', 'fresh', 'team', 'parts']);

/** The singular and plural readings of a word ("phones" → phone, "accessories" → accessory). */
function formsOf(word: string): string[] {
  return [...new Set([word, word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/ies$/, 'y')])];
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function buildIndex(): Map<string, CategoryTarget[]> {
  const index = new Map<string, CategoryTarget[]>();
  const add = (word: string, target: CategoryTarget) => {
    if (VAGUE.has(word)) return;
    for (const form of formsOf(word)) index.set(form, [...(index.get(form) ?? []), target]);
  };
  for (const c of CATEGORIES) {
    for (const w of [...wordsOf(c.name), ...(SYNONYMS[c.slug]?.[''] ?? [])]) add(w, { category: c.slug });
    for (const sub of c.subcategories) {
      for (const w of [...wordsOf(sub), ...(SYNONYMS[c.slug]?.[sub] ?? [])]) add(w, { category: c.slug, subcategory: sub });
    }
  }
  return index;
}

let index: Map<string, CategoryTarget[]> | undefined;

/** The categories and subcategories a search text names by any of its words ("phone" → Phones & Tablets). */
export function categoryTargetsOf(q: string): CategoryTarget[] {
  index ??= buildIndex();
  const found = new Map<string, CategoryTarget>();
  for (const word of wordsOf(q).slice(0, 12)) {
    for (const form of formsOf(word)) {
      for (const t of index.get(form) ?? []) found.set(`${t.category}|${t.subcategory ?? ''}`, t);
    }
  }
  return [...found.values()];
}

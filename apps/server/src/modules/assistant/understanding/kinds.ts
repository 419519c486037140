import { CATEGORY_LEXICON } from './category-lexicon.ts';
import { itemWordsOf } from './item-words.ts';
import { normalizeText } from './normalize.ts';
import { Scan } from './scan.ts';
import type { ShopperQuery } from './shopper-query.ts';

/**
 * The kind of thing a search asks for ("laptop", "tv", "sofa"), and whether a listing is one: only
 * listings of the asked kind are matches; others of the same category are alternatives.
 */

/** Item words that name the same kind: a couch is a sofa. */
const SAME_KIND: Readonly<Record<string, string>> = {
  couch: 'sofa',
  'lounge suite': 'sofa',
  'sofa set': 'sofa',
  television: 'tv',
  handbag: 'bag',
  purse: 'bag',
  backpack: 'bag',
  stroller: 'pram',
  kombi: 'minibus',
  taxi: 'minibus',
  // African wax-print cloths: a shopper asking for one takes the others.
  ankara: 'kitenge',
  shweshwe: 'kitenge',
};

/** Narrower kinds and the kind each is one of: a smart TV is a TV, a coffee table a table. */
const BROADER: Readonly<Record<string, string>> = {
  'smart tv': 'tv',
  'dining table': 'table',
  'coffee table': 'table',
  'office chair': 'chair',
  'camping chair': 'chair',
  'gas stove': 'stove',
  'electric stove': 'stove',
  'wedding dress': 'dress',
  gown: 'dress',
  'mountain bike': 'bicycle',
  bmx: 'bicycle',
  'school shoes': 'shoes',
  'soccer boots': 'boots',
  'double cab': 'bakkie',
  'single cab': 'bakkie',
  'chest freezer': 'freezer',
  'school bag': 'bag',
  chromebook: 'laptop',
  soundbar: 'speaker',
  football: 'ball',
  rugby: 'ball',
  netball: 'ball',
  'madiba shirt': 'shirt',
  't-shirt': 'shirt',
};

/** Item words that name a subcategory's main kind: a boda boda is any motorbike. */
const MAIN_KIND_ITEMS: Readonly<Record<string, string>> = { 'boda boda': 'Motorbikes' };

/** Things a subcategory holds that are not its main kind: a tablet is not a phone, a printer not a laptop. */
const NOT_MAIN_KIND: Readonly<Record<string, readonly string[]>> = {
  'Phones & Tablets': ['tablet'],
  'Laptops & Computers': ['computer', 'monitor', 'printer'],
  Cycling: ['helmet'],
};

const canonical = (word: string) => SAME_KIND[word] ?? word;

/** What a search asks for: item kinds ("sofa", "tv"), or, with none, its subcategory's main kind ("laptop" → Laptops & Computers). */
export type AskedKind = { category: string; subcategory?: string; items: string[] };

/** The kind a query names, or null when it names only a category or nothing ("electronics", "something red"). */
export function askedKindOf(q: ShopperQuery): AskedKind | null {
  if (!q.category) return null;
  const items = [...new Set(itemWordsOf(q).map(canonical))];
  const main = items.length === 1 ? MAIN_KIND_ITEMS[items[0]!] : undefined;
  if (main) return { category: q.category, subcategory: main, items: [] };
  if (items.length) return { category: q.category, items };
  // A subcategory read from a brand alone ("toyota", "samsung phone") is where the brand mostly sells, not a kind asked for.
  if (q.brands.length > 0 && q.models.length === 0) return null;
  return q.subcategory ? { category: q.category, subcategory: q.subcategory, items: [] } : null;
}

export type KindedListing = { title: string; category: string; subcategory: string | null; tags?: readonly string[]; attributes?: Record<string, unknown> };

function itemsIn(text: string, category: string): string[] {
  const hits = CATEGORY_LEXICON.read(new Scan(normalizeText(text)));
  const out: string[] = [];
  for (const h of hits) {
    if (!h.value.keep || h.value.target.category !== category) continue;
    const kind = canonical(h.value.keep);
    out.push(kind);
    const broader = BROADER[h.value.keep] ?? BROADER[kind];
    if (broader) out.push(broader);
  }
  return [...new Set(out)];
}

/** The kinds a listing is, from its title's item words (its tags when the title names none), in its own category. */
export function listingKinds(listing: KindedListing): string[] {
  // A vehicle's body ("Minibus") says what it is when its title names only make and model.
  const body = listing.attributes?.bodyType ?? listing.attributes?.body;
  const fromTitle = itemsIn(typeof body === 'string' ? `${listing.title} , ${body}` : listing.title, listing.category);
  // A tag that is the listing's subcategory ("phones & tablets") names no kind of its own.
  const tags = (listing.tags ?? []).filter((t) => t.toLowerCase() !== (listing.subcategory ?? '').toLowerCase());
  return fromTitle.length || !tags.length ? fromTitle : itemsIn(tags.join(' , '), listing.category);
}

/** Whether a listing is of the asked kind. */
export function isOfKind(kind: AskedKind, listing: KindedListing): boolean {
  if (listing.category !== kind.category) return false;
  const kinds = listingKinds(listing);
  if (kind.items.length) return kind.items.some((k) => kinds.includes(k));
  if ((listing.subcategory ?? '').toLowerCase() !== (kind.subcategory ?? '').toLowerCase()) return false;
  const others = NOT_MAIN_KIND[kind.subcategory ?? ''] ?? [];
  return !kinds.some((k) => others.includes(k));
}

/** What a listing is, in a word or two ("soundbar", "Phones & Tablets"): its alternative label. */
export function kindLabelOf(listing: KindedListing): string {
  return listingKinds(listing)[0] ?? listing.subcategory ?? listing.category;
}

import { CATEGORIES } from '@sokoni/contracts/catalog';
import { productImageSvg } from './art.ts';
import { artKindOf } from './data/product-art.ts';
import { CONDITION_LINES, DELIVERY_LINES, EXTRA_LINES, ITEMS, NEW_LINES_BY_CATEGORY, VEHICLES, type CountryCode, type ItemTemplate } from './data/products.ts';
import type { ShopTemplate } from './data/shops.ts';
import type { MediaSettings } from './media.ts';
import { hashString, type Rng } from './prng.ts';
import { DAY, MEDIA_PREFIX, type AddJob, type PlannedProduct, type PlannedShop } from './catalog-plan-kit.ts';

// The demo listings: which items each shop sells, at what price, with which pictures and videos.

export const CURRENCY: Record<CountryCode, string> = { SZ: 'SZL', ZA: 'ZAR', KE: 'KES' };

type ArtKind = ReturnType<typeof artKindOf>;
type Listing = Omit<ItemTemplate, 'attrs'> & { attrs: Record<string, string | number | boolean>; category: string };

/**
 * Each shop takes unused items of its categories first (in a shuffled order), and reuses the
 * least-used one only when its country has no unused item left.
 */
function pickListings(t: ShopTemplate, pools: Map<string, Listing[]>, used: Map<Listing, number>): Listing[] {
  const picks: Listing[] = [];
  for (const { category, count } of t.stock) {
    const eligible = pools.get(category)!.filter((l) => !l.only || l.only.includes(t.country));
    for (let n = 0; n < count; n++) {
      const fresh = eligible.find((l) => !used.has(l) && !picks.includes(l));
      const pick = fresh ?? [...eligible].sort((a, b) => (used.get(a) ?? 0) - (used.get(b) ?? 0))[0]!;
      used.set(pick, (used.get(pick) ?? 0) + 1);
      picks.push(pick);
    }
  }
  return picks;
}

/**
 * A listing's media: its own picture (or a reused one beyond the budget), 0-2 shared close-ups
 * of its kind of item, and for some a video with its poster as primary.
 */
function createProductMedia(settings: MediaSettings, addJob: AddJob, rng: Rng) {
  let heroCount = 0;
  const heroes: string[] = [];
  const videosByCategory = new Map<string, string[]>();
  let videoCount = 0;
  const heroOf = (l: Listing, slug: string, kind: ArtKind, artSeed: number, planned: number): string => {
    if (settings.maxImages !== undefined && heroCount >= settings.maxImages) return heroes[planned % heroes.length]!;
    heroCount += 1;
    const hero = addJob({
      kind: 'image',
      base: `${MEDIA_PREFIX}/products/${slug}`,
      widths: settings.imageWidths,
      aspect: 1.25,
      svg: (w) => productImageSvg({ category: l.category, kind, seed: artSeed }, 0, w),
    });
    heroes.push(hero);
    return hero;
  };
  const videoOf = (l: Listing, slug: string, kind: ArtKind, artSeed: number): string => {
    const same = videosByCategory.get(l.category) ?? [];
    if (settings.maxVideos !== undefined && videoCount >= settings.maxVideos) return same[0] ?? [...videosByCategory.values()].flat()[0]!;
    videoCount += 1;
    const ref = addJob({ kind: 'video', base: `${MEDIA_PREFIX}/videos/${slug}`, art: { category: l.category, kind, seed: artSeed } });
    videosByCategory.set(l.category, [...same, ref]);
    return ref;
  };
  /** `planned`: how many products are planned before this one (a reused picture is picked by it). */
  return (l: Listing, slug: string, video: boolean, planned: number): string[] => {
    const artSeed = hashString(slug);
    const kind = artKindOf(l);
    const refs = [heroOf(l, slug, kind, artSeed, planned)];
    const extras = rng.pick([0, 1, 1, 2, 2]);
    const styles: (1 | 2)[] = extras === 2 ? [1, 2] : extras === 1 ? [rng.pick([1, 2] as const)] : [];
    // One palette per kind keeps the shared gallery small (two pictures each).
    const palette = hashString(kind) % 3;
    for (const style of styles) {
      refs.push(
        addJob({
          kind: 'image',
          base: `${MEDIA_PREFIX}/gallery/${l.category}-${kind}-${style}-${palette}`,
          widths: settings.imageWidths,
          aspect: 1.25,
          svg: (w) => productImageSvg({ category: l.category, kind, seed: palette }, style, w),
        }),
      );
    }
    if (video) refs.unshift(videoOf(l, slug, kind, artSeed));
    return refs;
  };
}
type MediaOf = ReturnType<typeof createProductMedia>;

/** The listing's description: what it is, its condition, maybe a detail, and how it is delivered. */
function describeListing(l: Listing, t: ShopTemplate, condition: string, rng: Rng): string {
  const conditionLines = condition === 'new' ? (NEW_LINES_BY_CATEGORY[l.category] ?? CONDITION_LINES.new!) : CONDITION_LINES[condition]!;
  const sentences = [l.about];
  if (conditionLines.length > 0) sentences.push(rng.pick(conditionLines));
  if (rng.chance(0.5)) sentences.push(rng.pick(EXTRA_LINES[l.category]!));
  sentences.push(rng.pick(DELIVERY_LINES[t.country]).replace('{city}', t.city));
  return sentences.slice(0, 4).join(' ');
}

type ProductContext = { rng: Rng; now: Date; shop: PlannedShop; l: Listing; i: number; prefix: string; video: boolean; planned: PlannedProduct[]; mediaOf: MediaOf };

/** One listing of one shop, every draw in the generator's order. */
function planProduct({ rng, now, shop, l, i, prefix, video, planned, mediaOf }: ProductContext): PlannedProduct {
  const t = shop.template;
  const id = rng.uuid();
  const currency = CURRENCY[t.country];
  // The same item in a second shop: a slightly different price.
  const reused = planned.some((p) => p.title === l.title);
  const amount = priceIn(l, t.country, reused ? 0.93 + rng.float() * 0.12 : 1);
  const slug = `${slugify(l.title)}-${id.slice(0, 6)}`;
  const createdAt = new Date(now.getTime() - Math.floor(rng.float() ** 1.3 * 60 * DAY) - rng.int(0, 3_600_000));
  const featured = rng.chance(0.16);
  const onSale = amount > 0 && rng.chance(0.14);
  const condition = l.condition ?? 'new';
  const description = describeListing(l, t, condition, rng);
  const tags = [...new Set([...l.tags, l.sub.toLowerCase(), t.city.toLowerCase()])].slice(0, 6);
  const isVehicle = l.category === 'vehicles' && 'make' in l.attrs;
  const stockQuantity = isVehicle ? 1 : l.category === 'services' ? 10 : rng.chance(0.04) ? 0 : rng.int(1, 40);
  const mediaRefs = mediaOf(l, slug, video, planned.length);
  return {
    id,
    shopId: shop.id,
    ownerId: shop.ownerId,
    video,
    title: l.title,
    slug,
    description,
    priceAmount: amount,
    currency,
    discount: onSale ? rng.pick([10, 15, 20, 25]) : null,
    category: l.category,
    subcategory: l.sub,
    brand: l.brand ?? null,
    condition,
    status: 'active',
    isFeatured: featured,
    isOnSale: onSale,
    saleStartsAt: onSale ? createdAt : null,
    saleEndsAt: onSale ? new Date(now.getTime() + rng.int(3, 21) * DAY) : null,
    stockQuantity,
    sku: `${prefix}-${1001 + i}`,
    attributes: l.attrs,
    tags,
    city: t.city,
    country: t.country,
    searchExtra: [l.sub, ...tags, ...Object.values(l.attrs).map(String)].join(' '),
    aiProcessingCompleted: true,
    createdAt,
    updatedAt: createdAt,
    mediaRefs,
  };
}

/** Every shop's listings, in order. */
export function planProducts(rng: Rng, now: Date, shopPlans: PlannedShop[], settings: MediaSettings, addJob: AddJob): PlannedProduct[] {
  const pools = new Map<string, Listing[]>();
  for (const c of CATEGORIES) pools.set(c.slug, listingsOf(c.slug, rng));
  const used = new Map<Listing, number>();
  const mediaOf = createProductMedia(settings, addJob, rng);
  const planned: PlannedProduct[] = [];
  for (const shop of shopPlans) {
    const picks = pickListings(shop.template, pools, used);
    const videoSlots = new Set(rng.sample(picks.map((_, i) => i), Math.round(picks.length * 0.25)));
    const prefix = shop.template.slug.split('-').map((w) => w[0]!.toUpperCase()).join('').slice(0, 3);
    picks.forEach((l, i) => planned.push(planProduct({ rng, now, shop, l, i, prefix, video: videoSlots.has(i), planned, mediaOf })));
  }
  return planned;
}

/** A category's listings in a shuffled order (vehicles before parts). */
function listingsOf(category: string, rng: Rng): Listing[] {
  const items: Listing[] = rng.shuffle((ITEMS[category] ?? []).map((i) => ({ ...i, attrs: i.attrs ?? {}, category })));
  if (category !== 'vehicles') return items;
  const vehicles: Listing[] = rng.shuffle(VEHICLES).map((v) => ({
    title: `${v.year} ${v.make} ${v.model} ${v.variant}`,
    sub: v.sub,
    brand: v.make,
    price: v.price,
    kes: v.kes,
    condition: v.condition ?? 'used',
    tags: [v.make.toLowerCase(), v.model.toLowerCase(), v.sub === 'Motorbikes' ? 'motorbike' : v.sub === 'Cars' ? 'car' : 'bakkie', v.fuel.toLowerCase(), v.transmission.toLowerCase()],
    about: v.about,
    attrs: { make: v.make, model: v.model, variant: v.variant, year: v.year, mileage: v.mileage, transmission: v.transmission, fuel: v.fuel, colour: v.colour, ...(v.body ? { bodyType: v.body } : {}) },
    only: v.only,
    category,
  }));
  // Vehicles first: a dealer's lot is cars, parts only when the cars run out.
  return vehicles.concat(items);
}

/** A believable price in the shop's currency; `factor` varies a listing another shop also sells. */
export function priceIn(l: Pick<Listing, 'price' | 'kes'>, country: CountryCode, factor = 1): number {
  if (country === 'KE') {
    const base = l.kes ?? (l.price > 0 ? l.price * 7.2 : 0);
    if (base <= 0) return 0;
    const v = base * factor;
    if (factor === 1 && l.kes) return l.kes;
    return v >= 100_000 ? Math.round(v / 5_000) * 5_000 : v >= 1_000 ? Math.round(v / 100) * 100 - 1 : Math.round(v / 10) * 10;
  }
  if (l.price <= 0) return 0;
  if (factor === 1) return l.price;
  const v = l.price * factor;
  return v >= 10_000 ? Math.round(v / 1_000) * 1_000 - 100 : v >= 1_000 ? Math.round(v / 50) * 50 - 1 : v >= 100 ? Math.round(v / 10) * 10 - 1 : Math.round(v);
}

export function slugify(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

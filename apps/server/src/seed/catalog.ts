import { inArray, sql } from 'drizzle-orm';
import { CATEGORIES } from '@sokoni/contracts/catalog';
import { createUsersRepo } from '../modules/users/index.ts';
import { users } from '../platform/db/tables/users.ts';
import { shops } from '../platform/db/tables/shops.ts';
import { products } from '../platform/db/tables/products.ts';
import { comments } from '../platform/db/tables/comments.ts';
import { productBookmarks, productLikes, productShares, shopFollows } from '../platform/db/tables/social.ts';
import type { Db } from '../platform/db/client.ts';
import { isUniqueViolation } from '../platform/http/errors.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { hashPassword } from '../platform/security/passwords.ts';
import { productImageSvg, shopCoverSvg, shopLogoSvg } from './art.ts';
import { artKindOf } from './data/product-art.ts';
import { CONDITION_LINES, DELIVERY_LINES, EXTRA_LINES, ITEMS, NEW_LINES_BY_CATEGORY, VEHICLES, type CountryCode, type ItemTemplate } from './data/products.ts';
import { BUYER_PHONE, DEALER_PHONE, SELLER_PHONE, SHOPPERS, SHOPS, type ShopTemplate } from './data/shops.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoUsers } from './demo-users.ts';
import { FULL_MEDIA, renderMedia, type ImageJob, type MediaReport, type MediaSettings, type VideoJob } from './media.ts';
import { hashString, Rng } from './prng.ts';
import { planReviews } from './reviews.ts';

/** Bump when the artwork changes: media is cached for a year under its key. */
const MEDIA_PREFIX = 'seed/v2';
const SEED = 0x50c0_2025;
const DAY = 86_400_000;

export const CURRENCY: Record<CountryCode, string> = { SZ: 'SZL', ZA: 'ZAR', KE: 'KES' };

export type SeedCatalogOptions = {
  log?: (message: string) => void;
  /** "Now" for created_at spreads and sale windows. */
  now?: Date;
  /** Media sizes and budgets (tests pass SMALL_MEDIA). */
  media?: Partial<MediaSettings>;
};

export type SeedCatalogResult = {
  skipped: boolean;
  users: number;
  shops: number;
  products: number;
  videoProducts: number;
  likes: number;
  follows: number;
  media?: MediaReport;
  ms: number;
};

type Listing = Omit<ItemTemplate, 'attrs'> & { attrs: Record<string, string | number | boolean>; category: string };

type UserPlan = typeof users.$inferInsert & { id: string };
type ShopPlan = typeof shops.$inferInsert & { id: string; template: ShopTemplate; ownerId: string };
type ProductPlan = typeof products.$inferInsert & { id: string; ownerId: string; video: boolean; createdAt: Date };

/**
 * The demo catalog (contract: at least 12 shops and 150 products with generated images and
 * videos): shops in Eswatini, South Africa and Kenya with owners, the demo seller's stocked shop
 * and the dealer's vehicles, listings over every category, and likes, saves, shares and follows
 * as real rows with counters that match. Deterministic (seeded PRNG); runs only while there is
 * no shop and no product, and inserts everything in one transaction.
 */
export async function seedCatalog(db: Db, storage: Storage, opts: SeedCatalogOptions = {}): Promise<SeedCatalogResult> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const empty: SeedCatalogResult = { skipped: true, users: 0, shops: 0, products: 0, videoProducts: 0, likes: 0, follows: 0, ms: 0 };
  if (!(await catalogIsEmpty(db))) return { ...empty, ms: Date.now() - started };

  await seedDemoUsers(createUsersRepo(db));
  const settings: MediaSettings = { ...FULL_MEDIA, ...opts.media };
  const plan = await buildPlan(db, opts.now ?? new Date(), settings);

  const t0 = Date.now();
  const { media, report } = await renderMedia(storage, plan.jobs, settings, log);
  log(
    `seed: ${report.images} images and ${report.videos} videos ready (${report.generated} made, ${report.cached} from the cache, ${report.reused} kept) in ${Date.now() - t0} ms, ${(report.bytes / 1048576).toFixed(1)} MB`,
  );

  // A media item missing here is a video ffmpeg could not make: the listing keeps its pictures.
  const productRows = plan.products.map(({ ownerId: _o, video: _v, mediaRefs, ...row }) => ({
    ...row,
    media: mediaRefs.flatMap((ref) => media.get(ref) ?? []).map((m, i) => ({ ...m, isPrimary: i === 0 })),
  }));
  const shopRows = plan.shops.map(({ template: _t, logoRef, coverRef, ...row }) => ({
    ...row,
    logo: media.get(logoRef)!.key,
    coverImage: media.get(coverRef)!.key,
  }));

  const t1 = Date.now();
  let raced = false;
  await db.transaction(async (tx) => {
    // A second start racing this one (two processes on one database) finds shops and stops.
    if (!(await catalogIsEmpty(tx as unknown as Db))) throw new SeedRace();
    // Owners get no avatar: a person is shown by their own picture or initials, never their shop's logo.
    for (const batch of chunks(plan.newUsers, 100)) await tx.insert(users).values(batch);
    for (const batch of chunks(shopRows, 100)) await tx.insert(shops).values(batch);
    for (const batch of chunks(productRows, 50)) await tx.insert(products).values(batch);
    for (const batch of chunks(plan.likes, 500)) await tx.insert(productLikes).values(batch).onConflictDoNothing();
    for (const batch of chunks(plan.bookmarks, 500)) await tx.insert(productBookmarks).values(batch).onConflictDoNothing();
    for (const batch of chunks(plan.shares, 500)) await tx.insert(productShares).values(batch);
    for (const batch of chunks(plan.follows, 500)) await tx.insert(shopFollows).values(batch).onConflictDoNothing();
    // Replies follow their review in the list, so a batch never names a parent not yet written.
    for (const batch of chunks(plan.reviews, 500)) await tx.insert(comments).values(batch);
  }).catch((err) => {
    // Another process seeded first (its shops exist, or its rows collided with these).
    if (err instanceof SeedRace || isUniqueViolation(err)) raced = true;
    else throw err;
  });
  if (raced) return { ...empty, ms: Date.now() - started };
  log(`seed: ${plan.shops.length} shops, ${plan.products.length} products, ${plan.likes.length} likes written in ${Date.now() - t1} ms`);

  return {
    skipped: false,
    users: plan.newUsers.length,
    shops: plan.shops.length,
    products: plan.products.length,
    videoProducts: productRows.filter((p) => p.media[0]?.type === 'video').length,
    likes: plan.likes.length,
    follows: plan.follows.length,
    media: report,
    ms: Date.now() - started,
  };
}

class SeedRace extends Error {}

async function catalogIsEmpty(db: Db): Promise<boolean> {
  const [shop] = await db.select({ id: shops.id }).from(shops).limit(1);
  if (shop) return false;
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  return !product;
}

function* chunks<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

// ---------------------------------------------------------------------------------------------
// The plan: everything decided up front from the seeded generator, before any file or row.

async function buildPlan(db: Db, now: Date, settings: MediaSettings) {
  const rng = new Rng(SEED);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  // People: the demo accounts exist already; generated owners and shoppers are created
  // unless their number is taken (then that account is used as it is).
  const phones = [...SHOPS.map((s) => s.owner.phoneNumber), ...SHOPPERS.map((s) => s.phoneNumber), ...DEMO_USERS.map((u) => u.phoneNumber)];
  const existing = await db
    .select({ id: users.id, phoneNumber: users.phoneNumber, username: users.username })
    .from(users)
    .where(sql`${inArray(users.phoneNumber, phones)} and ${users.status} <> 'deleted'`);
  const idByPhone = new Map(existing.map((u) => [u.phoneNumber, u.id]));
  const wantedNames = [...SHOPS.map((s) => s.owner.username), ...SHOPPERS.map((s) => s.username)];
  const takenNames = new Set(
    (await db.select({ username: users.username }).from(users).where(sql`${inArray(users.username, wantedNames)} and ${users.status} <> 'deleted'`)).map(
      (u) => u.username,
    ),
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const newUsers: UserPlan[] = [];
  const person = (phoneNumber: string, name: string, username: string, country: CountryCode, role: 'user' | 'dealer' = 'user') => {
    const id = rng.uuid();
    const createdAt = ago(rng.int(180, 700));
    const known = idByPhone.get(phoneNumber);
    if (known) return known;
    let handle = username;
    for (let n = 2; takenNames.has(handle); n++) handle = `${username}${n}`;
    takenNames.add(handle);
    newUsers.push({ id, phoneNumber, name, username: handle, role, countryCode: country, isPhoneVerified: true, passwordHash, createdAt, updatedAt: createdAt });
    idByPhone.set(phoneNumber, id);
    return id;
  };
  const owners = SHOPS.map((s) => person(s.owner.phoneNumber, s.owner.name, s.owner.username, s.country, s.owner.role));
  const shoppers = SHOPPERS.map((s) => person(s.phoneNumber, s.name, s.username, s.country));
  const buyerId = idByPhone.get(BUYER_PHONE)!;

  const jobs: (ImageJob | VideoJob)[] = [];
  const jobBases = new Set<string>();
  const addJob = (job: ImageJob | VideoJob) => {
    if (!jobBases.has(job.base)) {
      jobBases.add(job.base);
      jobs.push(job);
    }
    return job.base;
  };

  // Shops, with logo and cover.
  const shopPlans: (ShopPlan & { logoRef: string; coverRef: string })[] = SHOPS.map((t, i) => {
    const id = rng.uuid();
    const createdAt = ago(rng.int(90, 420));
    const main = t.stock[0]!.category;
    const art = { category: t.category, productCategory: main, seed: hashString(t.slug) };
    const subs = CATEGORIES.find((c) => c.slug === main)!.subcategories;
    const logoRef = addJob({ kind: 'image', base: `${MEDIA_PREFIX}/shops/${t.slug}-logo`, widths: [settings.logoSize], aspect: 1, svg: (w) => shopLogoSvg(art, w) });
    const coverRef = addJob({ kind: 'image', base: `${MEDIA_PREFIX}/shops/${t.slug}-cover`, widths: [settings.coverWidth], aspect: 0.4, svg: (w) => shopCoverSvg({ ...art, subcategories: subs }, w) });
    const ratingCount = rng.int(4, 140);
    return {
      id,
      template: t,
      ownerId: owners[i]!,
      name: t.name,
      slug: t.slug,
      description: t.description,
      category: t.category,
      city: t.city,
      country: t.country,
      contactPhone: t.owner.phoneNumber,
      isVerified: t.verified,
      // Replaced by the reviews' own figures (reviews.ts); drawn still, so later picks stay the same.
      ratingAverage: Math.round((3.9 + rng.float() * 1.05) * 100) / 100,
      ratingCount,
      // Drawn still (later picks stay the same); sales are the products marked sold, below.
      totalSales: 0 * rng.int(2, 6),
      createdAt,
      updatedAt: createdAt,
      logoRef,
      coverRef,
    };
  });

  // Listings: each shop takes unused items of its categories first (in a shuffled order),
  // and reuses the least-used one only when its country has no unused item left.
  const pools = new Map<string, Listing[]>();
  for (const c of CATEGORIES) pools.set(c.slug, listingsOf(c.slug, rng));
  const used = new Map<Listing, number>();
  let heroCount = 0;
  const heroes: string[] = [];
  const videosByCategory = new Map<string, string[]>();
  let videoCount = 0;

  const productPlans: (ProductPlan & { mediaRefs: string[] })[] = [];
  for (const shop of shopPlans) {
    const t = shop.template;
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
    const videoSlots = new Set(rng.sample(picks.map((_, i) => i), Math.round(picks.length * 0.25)));
    const prefix = t.slug.split('-').map((w) => w[0]!.toUpperCase()).join('').slice(0, 3);
    picks.forEach((l, i) => {
      const id = rng.uuid();
      const currency = CURRENCY[t.country];
      // The same item in a second shop: a slightly different price.
      const reused = productPlans.some((p) => p.title === l.title);
      const amount = priceIn(l, t.country, reused ? 0.93 + rng.float() * 0.12 : 1);
      const slug = `${slugify(l.title)}-${id.slice(0, 6)}`;
      const createdAt = new Date(now.getTime() - Math.floor(rng.float() ** 1.3 * 60 * DAY) - rng.int(0, 3_600_000));
      const featured = rng.chance(0.16);
      const onSale = amount > 0 && rng.chance(0.14);
      const condition = l.condition ?? 'new';
      const conditionLines = condition === 'new' ? (NEW_LINES_BY_CATEGORY[l.category] ?? CONDITION_LINES.new!) : CONDITION_LINES[condition]!;
      const sentences = [l.about];
      if (conditionLines.length > 0) sentences.push(rng.pick(conditionLines));
      if (rng.chance(0.5)) sentences.push(rng.pick(EXTRA_LINES[l.category]!));
      sentences.push(rng.pick(DELIVERY_LINES[t.country]).replace('{city}', t.city));
      const description = sentences.slice(0, 4).join(' ');
      const tags = [...new Set([...l.tags, l.sub.toLowerCase(), t.city.toLowerCase()])].slice(0, 6);
      const isVehicle = l.category === 'vehicles' && 'make' in l.attrs;
      const stockQuantity = isVehicle ? 1 : l.category === 'services' ? 10 : rng.chance(0.04) ? 0 : rng.int(1, 40);
      const artSeed = hashString(slug);
      const kind = artKindOf(l);

      // Media: the listing's own picture (or a reused one beyond the budget), 0-2 shared
      // close-ups of its kind of item, and for some a video with its poster as primary.
      let hero: string;
      if (settings.maxImages === undefined || heroCount < settings.maxImages) {
        heroCount += 1;
        hero = addJob({
          kind: 'image',
          base: `${MEDIA_PREFIX}/products/${slug}`,
          widths: settings.imageWidths,
          aspect: 1.25,
          svg: (w) => productImageSvg({ category: l.category, kind, seed: artSeed }, 0, w),
        });
        heroes.push(hero);
      } else hero = heroes[productPlans.length % heroes.length]!;
      const refs = [hero];
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
      const video = videoSlots.has(i);
      if (video) {
        const same = videosByCategory.get(l.category) ?? [];
        let ref: string;
        if (settings.maxVideos === undefined || videoCount < settings.maxVideos) {
          videoCount += 1;
          ref = addJob({
            kind: 'video',
            base: `${MEDIA_PREFIX}/videos/${slug}`,
            art: { category: l.category, kind, seed: artSeed },
          });
          videosByCategory.set(l.category, [...same, ref]);
        } else ref = same[0] ?? [...videosByCategory.values()].flat()[0]!;
        refs.unshift(ref);
      }

      productPlans.push({
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
        mediaRefs: refs,
      });
    });
  }

  // Social rows, and counters that match them.
  const likers = [buyerId, ...new Set(owners), ...shoppers];
  const likes: (typeof productLikes.$inferInsert)[] = [];
  const bookmarks: (typeof productBookmarks.$inferInsert)[] = [];
  const shares: (typeof productShares.$inferInsert)[] = [];
  const after = (from: Date) => new Date(from.getTime() + Math.floor(rng.float() * Math.max(1, now.getTime() - from.getTime())));
  for (const p of productPlans) {
    const others = likers.filter((u) => u !== p.ownerId);
    const popularity = rng.float() ** 2.2;
    const target = Math.min(others.length, Math.round(popularity * 36) + (p.isFeatured ? 4 : 0) + (p.video ? 3 : 0));
    const who = rng.sample(others, target);
    // The demo buyer has liked a good number of listings, so their lists are not empty.
    if (rng.chance(0.12) && !who.includes(buyerId)) who.push(buyerId);
    for (const userId of who) likes.push({ userId, productId: p.id, createdAt: after(p.createdAt) });
    const saved = rng.sample(who, Math.round(who.length * rng.float() * 0.4));
    if (rng.chance(0.05) && !saved.includes(buyerId)) saved.push(buyerId);
    for (const userId of saved) bookmarks.push({ userId, productId: p.id, createdAt: after(p.createdAt) });
    const shareCount = Math.floor(rng.float() ** 2 * 5);
    for (let s = 0; s < shareCount; s++) {
      shares.push({ id: rng.uuid(), productId: p.id, userId: rng.chance(0.7) ? rng.pick(others) : null, platform: rng.pick(['whatsapp', 'whatsapp', 'facebook', 'copy_link', 'twitter']), createdAt: after(p.createdAt) });
    }
    p.likesCount = who.length;
    p.bookmarksCount = saved.length;
    p.sharesCount = shareCount;
    p.viewsCount = who.length * rng.int(6, 22) + rng.int(5, 180) + (p.video ? rng.int(80, 400) : 0);
    p.inquiriesCount = Math.floor(rng.float() ** 3 * 6);
  }
  const follows: (typeof shopFollows.$inferInsert)[] = [];
  const buyerFollows = new Set([shopPlans[0]!.id, shopPlans[1]!.id, ...rng.sample(shopPlans.slice(2), 3).map((s) => s.id)]);
  for (const shop of shopPlans) {
    const others = likers.filter((u) => u !== shop.ownerId && u !== buyerId);
    const who = rng.sample(others, Math.round(rng.float() ** 1.4 * 28) + (shop.isVerified ? 6 : 1));
    if (buyerFollows.has(shop.id)) who.push(buyerId);
    for (const userId of who) follows.push({ userId, shopId: shop.id, createdAt: after(shop.createdAt!) });
    const mine = productPlans.filter((p) => p.shopId === shop.id);
    shop.followersCount = who.length;
    shop.productsCount = mine.length;
    shop.viewsCount = Math.round(mine.reduce((s, p) => s + (p.viewsCount ?? 0), 0) * 0.35) + rng.int(40, 600);
  }

  // The demo seller and dealer have each recorded two sales (their oldest listings), so their
  // statistics show real sales and revenue; sold listings leave the public lists.
  for (const shop of shopPlans.filter((s) => DEMO_SELLERS.includes(s.template.owner.phoneNumber))) {
    const oldest = productPlans.filter((p) => p.shopId === shop.id && (p.priceAmount ?? 0) > 0).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const p of oldest.slice(0, 2)) {
      p.status = 'sold';
      p.soldAt = after(p.createdAt);
      p.soldPrice = Math.round((p.priceAmount ?? 0) * 0.95);
    }
    shop.totalSales = Math.min(2, oldest.length);
  }

  const reviews = planReviews(SEED ^ 0x2e71e35, { products: productPlans, shops: shopPlans }, likers, now);

  return { newUsers, shops: shopPlans, products: productPlans, likes, bookmarks, shares, follows, reviews, jobs };
}

const DEMO_SELLERS = [SELLER_PHONE, DEALER_PHONE];

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

import { inArray, sql } from 'drizzle-orm';
import { CATEGORIES } from '@sokoni/contracts/catalog';
import type { Db } from '../platform/db/client.ts';
import type { productBookmarks, productLikes, productShares, shopFollows } from '../platform/db/tables/social.ts';
import { users } from '../platform/db/tables/users.ts';
import { hashPassword } from '../platform/security/passwords.ts';
import { shopCoverSvg, shopLogoSvg } from './art.ts';
import { createJobList, DAY, MEDIA_PREFIX, SEED, type AddJob, type PlannedProduct, type PlannedShop, type UserPlan } from './catalog-plan-kit.ts';
import { planProducts } from './catalog-products.ts';
import type { CountryCode } from './data/products.ts';
import { BUYER_PHONE, DEALER_PHONE, SELLER_PHONE, SHOPPERS, SHOPS } from './data/shops.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import type { MediaSettings } from './media.ts';
import { hashString, Rng } from './prng.ts';
import { planReviews } from './reviews.ts';

// The plan: everything decided up front from the seeded generator, before any file or row. Each
// step below draws from the one generator in turn, so their order is the demo data's.

const DEMO_SELLERS = [SELLER_PHONE, DEALER_PHONE];

/**
 * People: the demo accounts exist already; generated owners and shoppers are created unless
 * their number is taken (then that account is used as it is).
 */
async function planPeople(db: Db, rng: Rng, ago: (days: number) => Date) {
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
  return { newUsers, owners, shoppers, buyerId: idByPhone.get(BUYER_PHONE)! };
}

/** Shops, with logo and cover. */
function planShops(rng: Rng, ago: (days: number) => Date, owners: string[], settings: MediaSettings, addJob: AddJob): PlannedShop[] {
  return SHOPS.map((t, i) => {
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
}

/** A moment between `from` and now. */
const afterFor = (rng: Rng, now: Date) => (from: Date) => new Date(from.getTime() + Math.floor(rng.float() * Math.max(1, now.getTime() - from.getTime())));

/** Likes, saves and shares of each product as rows, and its counters to match. */
function planProductSignals(rng: Rng, now: Date, productPlans: PlannedProduct[], likers: string[], buyerId: string) {
  const after = afterFor(rng, now);
  const likes: (typeof productLikes.$inferInsert)[] = [];
  const bookmarks: (typeof productBookmarks.$inferInsert)[] = [];
  const shares: (typeof productShares.$inferInsert)[] = [];
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
  return { likes, bookmarks, shares };
}

/** Each shop's followers as rows, and its counters to match (the demo buyer follows five). */
function planFollows(rng: Rng, now: Date, shopPlans: PlannedShop[], productPlans: PlannedProduct[], likers: string[], buyerId: string) {
  const after = afterFor(rng, now);
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
  return follows;
}

/**
 * The demo seller and dealer have each recorded two sales (their oldest listings), so their
 * statistics show real sales and revenue; sold listings leave the public lists.
 */
function planDemoSales(rng: Rng, now: Date, shopPlans: PlannedShop[], productPlans: PlannedProduct[]): void {
  const after = afterFor(rng, now);
  for (const shop of shopPlans.filter((s) => DEMO_SELLERS.includes(s.template.owner.phoneNumber))) {
    const oldest = productPlans.filter((p) => p.shopId === shop.id && (p.priceAmount ?? 0) > 0).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const p of oldest.slice(0, 2)) {
      p.status = 'sold';
      p.soldAt = after(p.createdAt);
      p.soldPrice = Math.round((p.priceAmount ?? 0) * 0.95);
    }
    shop.totalSales = Math.min(2, oldest.length);
  }
}

/** The whole demo catalog as rows and media jobs, drawn from one seeded generator in a fixed order. */
export async function buildPlan(db: Db, now: Date, settings: MediaSettings) {
  const rng = new Rng(SEED);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const { newUsers, owners, shoppers, buyerId } = await planPeople(db, rng, ago);
  const { jobs, add } = createJobList();
  const shops = planShops(rng, ago, owners, settings, add);
  const products = planProducts(rng, now, shops, settings, add);
  const likers = [buyerId, ...new Set(owners), ...shoppers];
  const { likes, bookmarks, shares } = planProductSignals(rng, now, products, likers, buyerId);
  const follows = planFollows(rng, now, shops, products, likers, buyerId);
  planDemoSales(rng, now, shops, products);
  const reviews = planReviews(SEED ^ 0x2e71e35, { products, shops }, likers, now);
  return { newUsers, shops, products, likes, bookmarks, shares, follows, reviews, jobs };
}

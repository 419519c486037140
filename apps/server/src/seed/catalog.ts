import { createUsersRepo } from '../modules/users/index.ts';
import { users } from '../platform/db/tables/users.ts';
import { shops } from '../platform/db/tables/shops.ts';
import { products } from '../platform/db/tables/products.ts';
import { comments } from '../platform/db/tables/comments.ts';
import { productBookmarks, productLikes, productShares, shopFollows } from '../platform/db/tables/social.ts';
import type { Db } from '../platform/db/client.ts';
import { isUniqueViolation } from '../platform/http/errors.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { buildPlan } from './catalog-plan.ts';
import { seedDemoUsers } from './demo-users.ts';
import { FULL_MEDIA, renderMedia, type MediaReport, type MediaSettings } from './media.ts';

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

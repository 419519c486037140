import type { products } from '../platform/db/tables/products.ts';
import type { shops } from '../platform/db/tables/shops.ts';
import type { users } from '../platform/db/tables/users.ts';
import type { ShopTemplate } from './data/shops.ts';
import type { ImageJob, VideoJob } from './media.ts';

/** Bump when the artwork changes: media is cached for a year under its key. */
export const MEDIA_PREFIX = 'seed/v2';
export const SEED = 0x50c0_2025;
export const DAY = 86_400_000;

export type UserPlan = typeof users.$inferInsert & { id: string };
export type ShopPlan = typeof shops.$inferInsert & { id: string; template: ShopTemplate; ownerId: string };
export type ProductPlan = typeof products.$inferInsert & { id: string; ownerId: string; video: boolean; createdAt: Date };
export type PlannedShop = ShopPlan & { logoRef: string; coverRef: string };
export type PlannedProduct = ProductPlan & { mediaRefs: string[] };

/** The files to make: each once, by its base key (`add` returns the key the rows name). */
export function createJobList() {
  const jobs: (ImageJob | VideoJob)[] = [];
  const bases = new Set<string>();
  const add = (job: ImageJob | VideoJob) => {
    if (!bases.has(job.base)) {
      bases.add(job.base);
      jobs.push(job);
    }
    return job.base;
  };
  return { jobs, add };
}
export type AddJob = ReturnType<typeof createJobList>['add'];

import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';

const WORDS = ['', 'Premium', 'Classic', 'Deluxe', 'Compact', 'Pro', 'Essential', 'Limited Edition', 'Everyday', 'Heritage', 'Original', 'Value'];
const SUFFIXES = ['', ' – Black', ' – White', ' – Blue', ' – Red', ' (2 Pack)', ' – Large', ' – Small', ' – Bundle', ' – 2025 Stock'];
const sqlArray = (items: string[]) => sql.raw(`(array[${items.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[])`);

export const BULK_SKU_PREFIX = 'BULK-';

/**
 * Loads `count` synthetic listings for benchmarks, in server-side batches (INSERT … SELECT over
 * generate_series): each copies a demo listing (its shop, category, currency, country and media
 * keys, so no file is made) with a varied title, price, stock, views and date over the past
 * year. Returns how many rows were written. Marked by the SKU prefix BULK-.
 */
export async function bulkLoadProducts(db: Db, count: number, opts: { batch?: number; now?: Date; onProgress?: (done: number) => void } = {}): Promise<number> {
  const templates = sql`(select (row_number() over (order by id)) - 1 as rn, * from products where sku is null or sku not like ${`${BULK_SKU_PREFIX}%`})`;
  const counted = (await db.execute(sql`select count(*)::int as n from ${templates} t`)) as unknown as { rows: { n: number }[] };
  const n = Number(counted.rows[0]?.n ?? 0);
  if (n === 0) throw new Error('No listings to copy: seed the demo catalog first.');
  const lastBulk = (await db.execute(sql`select coalesce(max(substring(sku from 6)::bigint), 0)::bigint as last from products where sku like ${`${BULK_SKU_PREFIX}%`}`)) as unknown as {
    rows: { last: string | number }[];
  };
  const start = Number(lastBulk.rows[0]?.last ?? 0) + 1;
  const batch = Math.max(1, opts.batch ?? 10_000);
  const now = (opts.now ?? new Date()).toISOString();
  let done = 0;
  for (let from = start; from < start + count; from += batch) {
    const to = Math.min(start + count - 1, from + batch - 1);
    await db.execute(sql`
      insert into products (shop_id, title, slug, description, price_amount, currency, category, subcategory, brand, condition, status,
        is_featured, is_on_sale, discount, stock_quantity, sku, attributes, tags, media, city, country, search_extra,
        views_count, created_at, updated_at)
      select t.shop_id,
        trim(${sqlArray(WORDS)}[1 + (g % ${sql.raw(String(WORDS.length))})] || ' ' || t.title || ${sqlArray(SUFFIXES)}[1 + ((g / 7) % ${sql.raw(String(SUFFIXES.length))})]),
        'bulk-' || g || '-' || left(t.slug, 48),
        t.description,
        case when t.price_amount = 0 then 0
             else greatest(1, round(t.price_amount * (0.6 + ((g * 7919) % 81) / 100.0), case when t.price_amount >= 1000 then -1 else 0 end)) end,
        t.currency, t.category, t.subcategory, t.brand, t.condition, 'active',
        (g % 53 = 0), (g % 31 = 0 and t.price_amount > 0), case when g % 31 = 0 and t.price_amount > 0 then 10 + (g % 3) * 5 end,
        1 + (g % 37), ${BULK_SKU_PREFIX}::text || g, t.attributes, t.tags, t.media, t.city, t.country, t.search_extra,
        ((g * 2654435761) % 5000)::int,
        ${now}::timestamptz - (((g * 48271) % 31536000) * interval '1 second'),
        ${now}::timestamptz - (((g * 48271) % 31536000) * interval '1 second')
      from generate_series(${from}::bigint, ${to}::bigint) as g
      join ${templates} t on t.rn = g % ${sql.raw(String(n))}`);
    done += to - from + 1;
    opts.onProgress?.(done);
  }
  await db.execute(sql`update shops s set products_count = c.n, updated_at = now() from (select shop_id, count(*)::int as n from products group by shop_id) c where c.shop_id = s.id`);
  // Fresh statistics, as autovacuum would give them a minute later: with the old ones the planner
  // took 100k rows for a few hundred and sorted them all instead of walking a price index.
  await db.execute(sql`analyze products`);
  return done;
}

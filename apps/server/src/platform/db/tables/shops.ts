import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One shop per user (doc 2 §6); counters are kept exact by the services that change them. */
export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    category: text('category'),
    logo: text('logo'),
    coverImage: text('cover_image'),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default('SZ'),
    contactPhone: text('contact_phone'),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    followersCount: integer('followers_count').notNull().default(0),
    productsCount: integer('products_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    totalSales: integer('total_sales').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shops_owner_idx').on(t.ownerId),
    uniqueIndex('shops_slug_idx').on(t.slug),
    index('shops_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export type ShopRow = typeof shops.$inferSelect;

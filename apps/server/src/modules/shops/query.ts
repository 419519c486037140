import { z } from 'zod';
import { SHOP_CATEGORIES } from '@sokoni/contracts/catalog';
import { pageQuery } from '@sokoni/contracts/envelope';

const shortText = (max: number) => z.string().trim().max(max).optional();

/** GET /shops. With q and no sort, the closest names come first. */
export const shopListQuery = pageQuery.extend({
  q: shortText(100),
  city: shortText(80),
  country: shortText(60),
  category: shortText(60),
  sort: z.enum(['newest', 'popular'], { message: 'sort must be newest or popular' }).optional(),
});
export type ShopListQuery = z.infer<typeof shopListQuery>;

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const shopCategories = () => SHOP_CATEGORIES.map((name) => ({ name, slug: slugify(name) }));

/** A shop category's name from its name or slug, any case; otherwise the text as given. */
export function shopCategoryOf(value: string): string {
  const v = value.trim().toLowerCase();
  return shopCategories().find((c) => c.slug === v || c.name.toLowerCase() === v)?.name ?? value.trim();
}

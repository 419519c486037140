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

/** doc 2 §5 shop URL rules, with their messages. */
export const SLUG_MESSAGES = {
  required: 'Shop URL is required',
  tooShort: 'Shop URL must be at least 3 characters long',
  tooLong: 'Shop URL cannot exceed 100 characters',
  charset: 'Shop URL can only contain lowercase letters, numbers, and hyphens',
  edgeHyphen: 'Shop URL cannot start or end with a hyphen',
  doubleHyphen: 'Shop URL cannot contain consecutive hyphens',
} as const;

export const shopSlug = z
  .string({ error: SLUG_MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(1, SLUG_MESSAGES.required)
  .min(3, SLUG_MESSAGES.tooShort)
  .max(100, SLUG_MESSAGES.tooLong)
  .regex(/^[a-z0-9-]+$/, SLUG_MESSAGES.charset)
  .refine((s) => !s.startsWith('-') && !s.endsWith('-'), SLUG_MESSAGES.edgeHyphen)
  .refine((s) => !s.includes('--'), SLUG_MESSAGES.doubleHyphen);

export const checkSlugQuery = z.object({ slug: shopSlug });

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

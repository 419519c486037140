import { SHOP_CATEGORIES } from '@sokoni/contracts/catalog';

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

import { z } from 'zod';
import { CATEGORIES, productListQuery, type ProductListQuery } from '@sokoni/contracts/catalog';
import { idSchema } from '@sokoni/contracts/envelope';
import { shopKey } from '@sokoni/contracts/seller';
import { invalid } from '../../platform/http/errors.ts';
import { countryCodeOf } from '../countries/index.ts';
import type { ProductFilters } from './catalog-queries.ts';

/** The query of every product list (contract): page, limit, sort, order, q, filters, asOf. */
export const listQuery = productListQuery;
export type ListQuery = ProductListQuery;

export const categoryParams = z.object({ category: z.string().trim().min(1, 'Category is required').max(60) });
// A shop by id or slug (contract: the public shop page opens by either).
export const shopParams = z.object({ shopId: shopKey });
export const shopProductParams = z.object({ shopId: shopKey, id: idSchema });

/** A category slug from its slug or its name, any case ("Home & Garden" → home-garden). */
export function categorySlugOf(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  return CATEGORIES.find((c) => c.slug === v || c.name.toLowerCase() === v)?.slug;
}

/** The market a list ranks first (`market`, a code or a name), as an ISO code. */
export function marketOf(q: ListQuery): string | undefined {
  return q.market ? countryCodeOf(q.market) : undefined;
}

/**
 * The filters of a list query, normalised. An unknown category or country simply matches
 * nothing (the client may send free text); a price range upside down is a 422.
 */
export function filtersOf(q: ListQuery): ProductFilters {
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
    throw invalid('maxPrice', 'maxPrice must not be less than minPrice');
  }
  const nonEmpty = (v: string | undefined) => (v ? v : undefined);
  const category = nonEmpty(q.category);
  const country = nonEmpty(q.country);
  return {
    category: category === undefined ? undefined : (categorySlugOf(category) ?? category),
    subcategory: nonEmpty(q.subcategory),
    brand: nonEmpty(q.brand),
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    condition: q.condition,
    city: nonEmpty(q.city),
    country: country === undefined ? undefined : countryCodeOf(country),
    shopId: q.shopId,
  };
}

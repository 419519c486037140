import { changeTag, type Change } from '../../platform/cache/change-bus.ts';

type Shown = { id?: unknown; shop?: { id?: unknown } | null; shopId?: unknown };

/** Every product list carries it: a list that did not show a product may still gain it. */
const LIST_TAG = 'list';

/**
 * The products and shops a product reply shows (`{data: {products: […]}}` or `{data: {product}}`),
 * as change tags, and `list` for a list (even an empty one): the reply cache drops the reply when
 * one of them changes.
 */
export function productReplyTags(value: unknown): string[] {
  const data = (value as { data?: { products?: Shown[]; product?: Shown } } | null)?.data;
  const shown = [...(Array.isArray(data?.products) ? data.products : []), ...(data?.product ? [data.product] : [])];
  const tags = new Set<string>(Array.isArray(data?.products) ? [LIST_TAG] : []);
  for (const p of shown) {
    if (typeof p.id === 'string') tags.add(changeTag({ kind: 'product', id: p.id }));
    const shopId = p.shop?.id ?? p.shopId;
    if (typeof shopId === 'string') tags.add(changeTag({ kind: 'shop', id: shopId }));
  }
  return [...tags];
}

/** The tags of the cached replies a change outdates: what shows it, and every list when a shop's listing changed. */
export function tagsOutdatedBy(change: Change): string[] {
  return change.kind === 'listing' ? [LIST_TAG] : [changeTag(change)];
}

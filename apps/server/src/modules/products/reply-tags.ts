import { changeTag } from '../../platform/cache/change-bus.ts';

type Shown = { id?: unknown; shop?: { id?: unknown } | null; shopId?: unknown };

/**
 * The products and shops a product reply shows (`{data: {products: […]}}` or `{data: {product}}`),
 * as change tags: the reply cache drops the reply when one of them changes.
 */
export function productReplyTags(value: unknown): string[] {
  const data = (value as { data?: { products?: Shown[]; product?: Shown } } | null)?.data;
  const shown = [...(Array.isArray(data?.products) ? data.products : []), ...(data?.product ? [data.product] : [])];
  const tags = new Set<string>();
  for (const p of shown) {
    if (typeof p.id === 'string') tags.add(changeTag({ kind: 'product', id: p.id }));
    const shopId = p.shop?.id ?? p.shopId;
    if (typeof shopId === 'string') tags.add(changeTag({ kind: 'shop', id: shopId }));
  }
  return [...tags];
}

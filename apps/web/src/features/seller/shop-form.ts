import { HTTP_STATUS_MESSAGES } from '@sokoni/contracts/messages';
import { SELLER_MESSAGES, shopDescriptionProblem, shopNameProblem } from '@sokoni/contracts/seller-rules';
import type { UpdateShopBody } from '@sokoni/contracts/seller';
import type { MyShop } from '@/entities/shop/types.ts';
import { slugSavable, type SlugState } from './slug-check.ts';

export type ShopDraft = { name: string; description: string; logoRemoved: boolean; coverRemoved: boolean };

/** doc 2 §5 Shop save, in order: the URL first, then the name, then the description. */
export function shopSaveProblem(draft: ShopDraft, slug: SlugState): { field: 'slug' | 'name' | 'description'; message: string } | null {
  if (!slugSavable(slug)) return { field: 'slug', message: SELLER_MESSAGES.fixSlug };
  const name = shopNameProblem(draft.name);
  if (name) return { field: 'name', message: name };
  const description = shopDescriptionProblem(draft.description);
  if (description) return { field: 'description', message: description };
  return null;
}

/**
 * What PUT /shops/{id} gets: only what changed; an emptied logo or cover the shop had goes as
 * null (doc 2 §5). Pictures themselves were saved when uploaded, so a local preview is never sent.
 */
export function shopChanges(shop: MyShop, draft: ShopDraft, slug: SlugState): UpdateShopBody {
  const changes: UpdateShopBody = {};
  if (draft.name.trim() !== shop.name) changes.name = draft.name.trim();
  if (draft.description.trim() !== shop.description) changes.description = draft.description.trim();
  if (slug.slug !== shop.slug) changes.slug = slug.slug;
  if (draft.logoRemoved && shop.logo) changes.logo = null;
  if (draft.coverRemoved && shop.coverImage) changes.coverImage = null;
  return changes;
}

/** doc 2 §8: the server's message, its data.message, or its field errors joined, else the fallback. */
const GENERIC = new Set(Object.values(HTTP_STATUS_MESSAGES));

export function shopSaveFailure(error: unknown): string {
  const e = error as { message?: unknown; data?: { message?: unknown }; fieldErrors?: readonly { message: string }[] } | null;
  const joined = e?.fieldErrors?.length ? e.fieldErrors.map((f) => f.message).join(', ') : '';
  // doc 2 §8's order: the message, data.message, then the joined errors; the bare status words ('Validation failed') say less than the errors.
  const message = typeof e?.message === 'string' && e.message && !(joined && GENERIC.has(e.message)) ? e.message : '';
  if (message) return message;
  if (typeof e?.data?.message === 'string' && e.data.message) return e.data.message;
  return joined || SELLER_MESSAGES.shopSaveFailed;
}

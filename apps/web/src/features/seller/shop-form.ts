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

/**
 * doc 2 §8: the server's message, its data.message, or its field errors joined, else the fallback.
 * A validation failure (422 with field errors) shows the field errors: its message is at most their
 * summary, or the status's words ('Validation failed'), in whichever language the server spoke
 * (issue 29), so the decision goes by the status and the errors, never by the words.
 */
export function shopSaveFailure(error: unknown): string {
  const e = error as { message?: unknown; status?: unknown; data?: { message?: unknown }; fieldErrors?: readonly { message: string }[] } | null;
  const joined = e?.fieldErrors?.length ? e.fieldErrors.map((f) => f.message).join(', ') : '';
  if (joined && e?.status === 422) return joined;
  if (typeof e?.message === 'string' && e.message) return e.message;
  if (typeof e?.data?.message === 'string' && e.data.message) return e.data.message;
  return joined || SELLER_MESSAGES.shopSaveFailed;
}

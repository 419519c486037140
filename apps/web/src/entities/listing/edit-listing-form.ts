import { CATEGORIES, CATEGORY_SLUGS, PRODUCT_CONDITIONS, type CategorySlug, type ProductCondition } from '@sokoni/contracts/catalog';
import { descriptionProblem, priceProblem, publishProblems, titleProblem } from '@sokoni/contracts/seller-rules';
import type { ListingChanges } from './api/update-listing.ts';
import type { Listing } from './types.ts';
import { VEHICLE_MESSAGES } from './seller-messages.ts';

/** The edit form's fields as typed; the vehicle ones only when the listing is a vehicle. */
export type EditDraft = { title: string; description: string; price: string; category: string; condition: string; make: string; model: string; year: string; mileage: string };
export type EditField = keyof EditDraft;
export type EditErrors = Partial<Record<EditField, string>>;

const attribute = (listing: Listing, key: string) => {
  const value = listing.attributes?.[key];
  return value === undefined || value === null ? '' : String(value);
};

/** A drafted listing its seller is reviewing before publishing it (issue 25): the AI's draft, still pending. */
export const isReview = (listing: Listing): boolean => listing.status === 'pending' && listing.mediaProcessing?.status === 'completed';

/** Which fields show the "AI suggestion" mark: the AI filled them and the seller has not changed them yet. */
export function suggestedFields(listing: Listing): Set<string> {
  return new Set(isReview(listing) ? (listing.draft?.suggested ?? []) : []);
}

/**
 * doc 2 §2.14: title, description and price prefilled from the product (and its category). While
 * reviewing a draft, a price of 0 is "no price yet" (empty, prompting for one) and the condition is
 * empty unless the seller gave it.
 */
export function draftOf(listing: Listing): EditDraft {
  const amount = listing.price?.amount;
  const review = isReview(listing);
  const conditionUnset = review && (listing.draft?.missing ?? []).includes('condition');
  return {
    title: listing.title ?? '',
    description: listing.description ?? '',
    // doc 2 §5: 0 is a price (shown as 'Price on request'), so it is prefilled like any other.
    price: typeof amount === 'number' && amount >= 0 && !(review && amount === 0) ? String(amount) : '',
    category: listing.category ?? '',
    condition: conditionUnset ? '' : (listing.condition ?? ''),
    make: attribute(listing, 'make'),
    model: attribute(listing, 'model'),
    year: attribute(listing, 'year'),
    mileage: attribute(listing, 'mileage'),
  };
}

/** doc 2 §5 Edit product, in its words; a vehicle also needs its make and model (the dealer confirms them). */
export function editProblems(draft: EditDraft, options: { vehicle: boolean; now?: Date }): EditErrors {
  const errors: EditErrors = {};
  const title = titleProblem(draft.title);
  const description = descriptionProblem(draft.description);
  const price = priceProblem(draft.price);
  if (title) errors.title = title;
  if (description) errors.description = description;
  if (price) errors.price = price;
  if (options.vehicle) {
    const maxYear = (options.now ?? new Date()).getFullYear() + 1;
    if (!draft.make.trim()) errors.make = VEHICLE_MESSAGES.makeRequired;
    if (!draft.model.trim()) errors.model = VEHICLE_MESSAGES.modelRequired;
    const year = Number(draft.year);
    if (draft.year.trim() && (!Number.isInteger(year) || year < 1950 || year > maxYear)) errors.year = VEHICLE_MESSAGES.year(maxYear);
    const mileage = Number(draft.mileage);
    if (draft.mileage.trim() && (!Number.isInteger(mileage) || mileage < 0)) errors.mileage = VEHICLE_MESSAGES.mileage;
  }
  return errors;
}

const isCategory = (value: string): value is CategorySlug => CATEGORIES.some((c) => c.slug === value);
const isCondition = (value: string): value is ProductCondition => (PRODUCT_CONDITIONS as readonly string[]).includes(value);

/** Publishing needs more than a save: a title, a real category, a price above 0 and the condition (the server's words). */
export function publishFormProblems(draft: EditDraft, options: { vehicle: boolean; now?: Date }): EditErrors {
  const errors = editProblems(draft, options);
  const price = Number(draft.price);
  for (const p of publishProblems({ title: draft.title, category: draft.category, price: Number.isFinite(price) ? price : 0, conditionGiven: isCondition(draft.condition), knownCategories: CATEGORY_SLUGS })) {
    // An empty field gets the prompt ("What is it? Add a title"), not a length rule.
    const empty = (p.field === 'title' || p.field === 'price') && draft[p.field].trim() === '';
    if (empty || !errors[p.field]) errors[p.field] = p.message;
  }
  return errors;
}

const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/** What PUT /products/{id} gets: the text trimmed, the price a plain number, attributes merged into the vehicle's, the tags kept. */
export function changesOf(draft: EditDraft, listing: Listing, options: { vehicle: boolean; tags?: readonly string[] }): ListingChanges {
  const changes: ListingChanges = {
    title: draft.title.trim(),
    description: draft.description.trim(),
    price: Math.round(Number(draft.price) * 100) / 100,
  };
  if (draft.category !== listing.category && isCategory(draft.category)) changes.category = draft.category;
  // A review's condition is sent once chosen, so the server knows the seller gave it.
  if (isCondition(draft.condition) && (draft.condition !== listing.condition || isReview(listing))) changes.condition = draft.condition;
  if (options.tags && !sameTags(options.tags, listing.tags ?? [])) changes.tags = [...options.tags];
  if (options.vehicle) {
    const attributes: Record<string, string | number | boolean> = { ...listing.attributes, make: draft.make.trim(), model: draft.model.trim() };
    if (draft.year.trim()) attributes.year = Number(draft.year);
    else delete attributes.year;
    if (draft.mileage.trim()) attributes.mileage = Number(draft.mileage);
    else delete attributes.mileage;
    changes.attributes = attributes;
  }
  return changes;
}

/** doc 2 §5: a field's error clears as soon as that field is edited. */
export function clearError(errors: EditErrors, field: EditField): EditErrors {
  if (!(field in errors)) return errors;
  const { [field]: _, ...rest } = errors;
  return rest;
}

/** Seller rules without zod (doc 2 §5, §8, §9), so the web app can check forms with the server's words. */

export const SHOP_CACHE_MS = 30_000;
export const PROCESSING_POLL_MS = 5_000;
export const SLUG_CHECK_DEBOUNCE_MS = 500;
/** doc 2 §5: add product sends the selected country's currency, USD when none. */
export const DEFAULT_PRODUCT_CURRENCY = 'USD';

export const PRODUCT_TITLE = { min: 2, max: 200 } as const;
export const PRODUCT_DESCRIPTION = { min: 3, max: 1000 } as const;
export const SHOP_DESCRIPTION_MIN = 10;
export const SHOP_NAME_MAX = 100;
export const SHOP_DESCRIPTION_MAX = 2000;
export const SLUG_LENGTH = { min: 3, max: 100 } as const;

/** doc 2 §5 slug rules, word for word. */
export const SLUG_MESSAGES = {
  required: 'Shop URL is required',
  tooShort: 'Shop URL must be at least 3 characters long',
  tooLong: 'Shop URL cannot exceed 100 characters',
  charset: 'Shop URL can only contain lowercase letters, numbers, and hyphens',
  edgeHyphen: 'Shop URL cannot start or end with a hyphen',
  doubleHyphen: 'Shop URL cannot contain consecutive hyphens',
  taken: 'This URL is already taken! Try another one',
  checkFailed: 'Error checking URL availability',
} as const;

/** doc 2 §5 and §8: the seller's words. */
export const SELLER_MESSAGES = {
  // Add product
  videoRequired: 'Video is required',
  notAVideo: 'Please select a video file',
  videoTooLarge: 'Video file size must be less than 100MB',
  createFailed: 'Failed to create product. Please try again.',
  oops: 'Oops, something went wrong!',
  // Edit product
  titleTooShort: 'Title must be at least 2 characters',
  titleTooLong: 'Title must be less than 200 characters',
  descriptionTooShort: 'Description must be at least 3 characters',
  descriptionTooLong: 'Description must be less than 1000 characters',
  priceRequired: 'Price is required',
  priceNotPositive: 'Price must be a positive number',
  updateErrorTitle: 'Error updating product',
  updateFailed: 'Failed to update product',
  // Shop save
  fixSlug: 'Please fix the shop URL before saving!',
  shopNameRequired: 'Shop name is required!',
  shopDescriptionRequired: 'Shop description is required!',
  shopDescriptionTooShort: 'Shop description must be at least 10 characters long!',
  shopSaveFailed: 'Failed to update shop. Please try again!',
  // Shop images
  notAnImage: 'Please select an image file',
  imageTooLarge: 'Image must be less than 5MB',
  uploadFailed: (kind: ShopImageKind, reason: string) => `Failed to upload ${kind}: ${reason}`,
  uploadedNotSaved: 'The image was uploaded but not saved to your shop. Remember to save your changes.',
  // Toasts
  deleteFailed: 'Delete Failed',
  availabilityFailed: 'Update Failed',
  completed: (n: number) => `${n} product(s) completed processing!`,
  // Server refusals
  shopNotFound: 'Shop not found',
  productNotFound: 'Product not found',
  notShopOwner: 'Only the shop owner can do this',
  alreadyHasShop: 'You already have a shop',
  stillProcessing: 'This product is still being processed',
  notPublished: 'Finish this listing before marking it sold',
  notFailed: 'Only a product whose processing failed can be retried',
  videoGone: 'The video is no longer available. Please upload it again.',
  // Publishing a draft (POST /products/{id}/publish)
  notReadyToPublish: 'Finish your listing before publishing it',
  publishFailedProcessing: 'This listing could not be drafted. Tap retry, or fill it in yourself.',
  publishSold: 'This listing is already sold',
  publishHeld: "Our team is checking this listing's video. You can publish it once it is cleared; we will let you know.",
  publishRemoved: 'This video was removed after a review. Add the listing again with another video.',
  needTitle: 'What is it? Add a title',
  needCategory: 'Choose a category',
  needPrice: 'Add a price',
  needCondition: 'Choose the condition',
  published: 'Your listing is live',
  tagTooLong: 'Tags must be at most 40 characters',
  tooManyTags: 'At most 20 tags',
  imageNotYours: 'Images must be pictures you uploaded',
  soldPriceInvalid: 'Sold price must be a positive number',
} as const;

export type ShopImageKind = 'logo' | 'coverImage';
export const SHOP_IMAGE_KINDS: readonly ShopImageKind[] = ['logo', 'coverImage'];

/** doc 2 §5: the first slug rule a value breaks (after lowercasing), or null when it is valid. */
export function slugProblem(value: string): string | null {
  const slug = value.trim().toLowerCase();
  if (slug === '') return SLUG_MESSAGES.required;
  if (slug.length < SLUG_LENGTH.min) return SLUG_MESSAGES.tooShort;
  if (slug.length > SLUG_LENGTH.max) return SLUG_MESSAGES.tooLong;
  if (!/^[a-z0-9-]+$/.test(slug)) return SLUG_MESSAGES.charset;
  if (slug.startsWith('-') || slug.endsWith('-')) return SLUG_MESSAGES.edgeHyphen;
  if (slug.includes('--')) return SLUG_MESSAGES.doubleHyphen;
  return null;
}

export function titleProblem(value: string): string | null {
  const title = value.trim();
  if (title.length < PRODUCT_TITLE.min) return SELLER_MESSAGES.titleTooShort;
  if (title.length > PRODUCT_TITLE.max) return SELLER_MESSAGES.titleTooLong;
  return null;
}

export function descriptionProblem(value: string): string | null {
  const description = value.trim();
  if (description.length < PRODUCT_DESCRIPTION.min) return SELLER_MESSAGES.descriptionTooShort;
  if (description.length > PRODUCT_DESCRIPTION.max) return SELLER_MESSAGES.descriptionTooLong;
  return null;
}

/** doc 2 §5: required, a number of 0 or more, in steps of 0.01. */
export function priceProblem(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || String(value).trim() === '') return SELLER_MESSAGES.priceRequired;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0 || Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) return SELLER_MESSAGES.priceNotPositive;
  return null;
}

export function shopNameProblem(value: string): string | null {
  return value.trim() === '' ? SELLER_MESSAGES.shopNameRequired : null;
}

export function shopDescriptionProblem(value: string): string | null {
  const description = value.trim();
  if (description === '') return SELLER_MESSAGES.shopDescriptionRequired;
  if (description.length < SHOP_DESCRIPTION_MIN) return SELLER_MESSAGES.shopDescriptionTooShort;
  return null;
}

export type ShopStatsTotals = {
  totalProducts: number;
  totalViews: number;
  totalLikes: number;
  totalOrders: number;
  totalRevenue: number;
  averageRating: number;
};

export type ShopBadge = { id: 'product-catalog' | 'top-rated' | 'sales-success' | 'popular-shop'; name: string; description: string };

/** doc 2 §9 achievement badges, in the order the statistics modal shows them. */
export const SHOP_BADGES: readonly (ShopBadge & { earned: (s: ShopStatsTotals) => boolean })[] = [
  { id: 'product-catalog', name: 'Product Catalog', description: '10 or more products', earned: (s) => s.totalProducts >= 10 },
  { id: 'top-rated', name: 'Top Rated', description: 'Average rating of 4 or more', earned: (s) => s.averageRating >= 4 },
  { id: 'sales-success', name: 'Sales Success', description: '5 or more sales', earned: (s) => s.totalOrders >= 5 },
  { id: 'popular-shop', name: 'Popular Shop', description: '100 or more views', earned: (s) => s.totalViews >= 100 },
];

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

/**
 * doc 2 §9: conversion rate = sales over views as a percentage to 2 decimals; engagement rate =
 * likes over views as a percentage (2 decimals too); average revenue per order rounded.
 */
export function shopStatsInsights(s: ShopStatsTotals) {
  return {
    conversionRate: percent(s.totalOrders, s.totalViews),
    engagementRate: percent(s.totalLikes, s.totalViews),
    averageOrderValue: s.totalOrders > 0 ? Math.round(s.totalRevenue / s.totalOrders) : 0,
    badges: SHOP_BADGES.filter((b) => b.earned(s)).map(({ id, name, description }) => ({ id, name, description })),
  };
}

/** Shown for a listing until processing names it (never public: it is not listable until then). */
export const PROCESSING_TITLE = 'New listing';

/** What a draft needs before it can be published: the server's 422 `errors` and the review form's prompts. */
export type PublishDraftState = { title: string; category: string; price: number; conditionGiven: boolean; knownCategories: readonly string[] };
export function publishProblems(p: PublishDraftState): { field: 'title' | 'category' | 'price' | 'condition'; message: string }[] {
  const title = p.title.trim();
  return [
    ...(title === '' || title === PROCESSING_TITLE || titleProblem(title) ? [{ field: 'title' as const, message: SELLER_MESSAGES.needTitle }] : []),
    ...(p.knownCategories.includes(p.category) ? [] : [{ field: 'category' as const, message: SELLER_MESSAGES.needCategory }]),
    ...(p.price > 0 ? [] : [{ field: 'price' as const, message: SELLER_MESSAGES.needPrice }]),
    ...(p.conditionGiven ? [] : [{ field: 'condition' as const, message: SELLER_MESSAGES.needCondition }]),
  ];
}

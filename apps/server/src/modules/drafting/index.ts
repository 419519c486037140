// The drafting module's face: a seller's video → a listing draft (category, title, description, price).
export { createListingDrafter, type ListingDrafter, type ListingDrafterDeps } from './drafter.ts';
export { readPicture, type PictureReading } from './picture-category.ts';
export { asPriceRange, MIN_COMPARABLES, suggestPrice } from './price.ts';
export { KIND_WORDS, kindsIn, namesAnyWord, namesKind, wordsOfKind } from './kinds.ts';
export { LABEL_MEANINGS, OID_SHARED_CLASS_WEIGHT } from './category-map.ts';
export { DRAFT_THRESHOLDS } from './thresholds.ts';
export type { ComparableKind, DraftField, DraftInput, DraftingPorts, ListingDraft, PriceSuggestion, VehicleKind } from './types.ts';

import type { PictureCandidate } from './picture-match.ts';

/** A photo-search candidate for tests: a used Toyota in Mbabane, half alike, unless told otherwise. */
export const pictureCandidate = (over: Partial<PictureCandidate>): PictureCandidate => ({
  id: 'p1',
  title: 'Toyota Corolla hatchback',
  category: 'vehicles',
  subcategory: 'Cars',
  brand: null,
  condition: 'used',
  priceAmount: 90_000,
  currency: 'SZL',
  priceSzl: 90_000,
  city: 'Mbabane',
  country: 'SZ',
  attributes: {},
  likes: 0,
  views: 0,
  rating: 0,
  ratingCount: 0,
  createdAt: new Date(),
  textRank: 0,
  wordsMatched: 0,
  similarity: 0.5,
  pictureHash: null,
  ...over,
});

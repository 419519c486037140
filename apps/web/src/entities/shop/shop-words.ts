import { count, params } from '@nanostores/i18n';
import { i18n } from '@/lib/i18n/i18n.ts';

/** Create Shop (doc 2 §2.14; issue 29). */
export const createShopWords = i18n('createShop', {
  createShop: 'Create Shop',
  description: 'Open your shop on Sokoni. You can add a logo, a cover and a description, and list products by video, right after.',
  cancel: 'Cancel',
});

/** A shop's public page (issue 29): header, stats, information, products and its states. */
export const shopWords = i18n('shopPage', {
  shop: 'Shop',
  logo: params('{name} logo'),
  locationNotSpecified: 'Location not specified',
  message: 'Message',
  follow: 'Follow',
  following: 'Following',
  products: 'Products',
  followers: 'Followers',
  views: 'Views',
  rating: 'Rating',
  shopInformation: 'Shop Information',
  joined: 'Joined',
  location: 'Location',
  reviews: count({ one: '{count} review', many: '{count} reviews' }),
  noReviewsYet: 'No reviews yet',
  goBack: 'Go Back',
  back: 'Back',
  loadingShop: 'Loading shop',
  failedToLoad: 'Failed to load shop information',
  failedToLoadHint: 'Check your connection and try again.',
  notFound: 'Shop not found',
  notFoundHint: 'This shop may have closed or the link is wrong.',
  failedToLoadProducts: 'Failed to load products',
  noProductsYet: 'No products yet',
  noProductsHint: "This shop hasn't added any products yet",
  loadMore: 'Load more',
  reviewsButton: 'Reviews',
  followingAction: 'Following',
});

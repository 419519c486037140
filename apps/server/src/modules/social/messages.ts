/** What the social module says to clients (doc 1 §5, §8 and the brief's wording). */
export const SOCIAL_MESSAGES = {
  productNotFound: 'Product not found',
  shopNotFound: 'Shop not found',
  userNotFound: 'User not found',
  shareNotFound: 'Share not found',
  followOwnShop: 'You cannot follow your own shop',
  followYourself: 'You cannot follow yourself',
  followerMismatch: 'You can only change your own follows',
  followingIdRequired: 'followingId is required',
  inquiriesOwnerOnly: 'Only the shop owner can see inquiries about this product',
  bookmarksOwnerOnly: 'Only the shop owner can see who saved this product',
  inquiryContactRequired: 'Please give a phone number or email so the seller can reply',
  inquirySent: 'Inquiry sent to the seller',
  tooManyInquiries: 'Too many inquiries. Please try again later.',
} as const;

import { params } from '@nanostores/i18n';
import { i18n } from '@/lib/i18n/i18n.ts';

/**
 * doc 2 §1: the AI helper is shown to sellers by the product's own assistant name. One place
 * names it, for the overlay, the badge and the upload screens; a name, the same in every language.
 */
export const LISTING_ASSISTANT = 'Sokoni AI';

/** What each flow calls its things: a shop's products, or a dealer's vehicles. */
export type DropLabels = {
  title: string;
  description: string;
  video: string;
  submit: string;
  successTitle: string;
  successText: string;
  back: string;
  another: string;
};

/** The add flow in a shop's words (issue 29: read with useWords; the dealer has its own). */
export const productDropWords = i18n('listingProductDrop', {
  title: 'Drop Your Product',
  description: `Upload a short video. ${LISTING_ASSISTANT} drafts the title, description, category and price; anything you fill in below is kept as you wrote it.`,
  video: 'Product video',
  submit: 'Upload Product',
  successTitle: 'Your product is uploaded!',
  successText: `${LISTING_ASSISTANT} is drafting the listing from your video. It appears in your shop, ready to review, in a moment: buyers see it only once you publish it.`,
  back: 'Back to Shop',
  another: 'Add Another Product',
}) satisfies { get: () => DropLabels };

/** A listing's own words, wherever a seller or dealer sees it (issue 29). */
export const listingWords = i18n('listingUi', {
  /** doc 2 §2.14 / §9: a missing price reads 'Price on request'. */
  priceOnRequest: 'Price on request',
  newListing: 'New listing',
  /** Shown when the server gives no reason for a failed draft. */
  processingFailed: 'Our assistant could not finish this listing.',
  attempt: params('Attempt {attempt}'),
  badgeProcessing: 'Processing',
  badgeFailed: 'Failed',
  badgeSold: 'Sold',
  badgeReview: 'To review',
  badgeHidden: 'Hidden',
  badgePending: 'Pending',
  badgeActive: 'Active',
  aiWorking: 'AI Working',
  drafting: `${LISTING_ASSISTANT} is drafting this listing`,
  retry: 'Retry',
  visibleTo: params('Visible to buyers: {title}'),
  visible: 'Visible',
  hidden: 'Hidden',
  markSold: 'Mark as sold',
  markAvailable: 'Mark as available again',
  soldDescription: params('“{title}” leaves the buyers\' lists and counts as a sale in your statistics.'),
  soldFor: params('Sold for ({currency}, optional)'),
  agreedHint: 'The price of the offer you accepted. Other open offers will be declined politely.',
  similarSell: 'Similar listings sell for',
  compared: params('({count} compared)'),
  use: params('Use {price}'),
  productVideo: 'Product video',
  change: 'Change',
  chooseVideo: 'Choose a video',
  videoHint: 'A short clip showing the item · up to 100 MB',
  reviewTitle: 'Review and publish',
  editProduct: 'Edit Product',
  loadingProduct: 'Loading product',
  close: 'Close',
  aiSuggestion: 'AI suggestion',
  publishFailed: 'Not published yet',
  fillMarked: 'Fill in the fields marked below, then tap Publish.',
  fixMarked: ' Fix the fields marked below and try again.',
  checkConnection: ' Check your connection and try again.',
  conditionNew: 'New',
  conditionUsed: 'Used',
  conditionRefurbished: 'Refurbished',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  mileage: 'Mileage (km)',
  makeExample: 'e.g. Toyota',
  modelExample: 'e.g. Hilux',
  reviewIntro: 'Check what the AI suggested: change anything that is wrong, fill in what it left empty, then tap Publish. Buyers see nothing until then.',
  title: 'Title',
  description: 'Description',
  price: params('Price ({currency})'),
  category: 'Category',
  condition: 'Condition',
  notChosen: 'Not chosen yet',
  tags: 'Tags',
  removeTag: params('Remove tag {tag}'),
  tagsHint: 'Remove any tag that does not describe your item: buyers search by them.',
  saveChanges: 'Save Changes',
  publish: 'Publish',
});

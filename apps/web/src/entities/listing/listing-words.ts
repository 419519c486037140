/**
 * doc 2 §1: the AI helper is shown to sellers by the product's own assistant name. One place
 * names it, for the overlay, the badge and the upload screens.
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

export const PRODUCT_DROP_LABELS: DropLabels = {
  title: 'Drop Your Product',
  description: `Upload a short video. ${LISTING_ASSISTANT} drafts the title, description, category and price; anything you fill in below is kept as you wrote it.`,
  video: 'Product video',
  submit: 'Upload Product',
  successTitle: 'Your product is uploaded!',
  successText: `${LISTING_ASSISTANT} is drafting the listing from your video. It appears in your shop, ready to review, in a moment: buyers see it only once you publish it.`,
  back: 'Back to Shop',
  another: 'Add Another Product',
};

/** doc 2 §2.14 / §9: a missing price reads 'Price on request'. */
export const PRICE_ON_REQUEST = 'Price on request';

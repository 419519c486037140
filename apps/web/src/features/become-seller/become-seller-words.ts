import { params } from '@nanostores/i18n';
import { i18n } from '@/lib/i18n/i18n.ts';

/** The seller call-to-action (/become-seller; issue 29). */
export const becomeSellerWords = i18n('becomeSeller', {
  listWithVideo: 'List with a video',
  listWithVideoText: params('Upload a short video; {assistant} drafts the title, description and price.'),
  chatWithBuyers: 'Chat with buyers',
  chatWithBuyersText: 'Buyers message your shop directly about each product.',
  earnTrust: 'Earn trust',
  earnTrustText: 'Verified shops show a badge and rank higher in search.',
  goToShop: 'Go to your shop',
  startSelling: 'Start Selling',
  signInToSell: 'Sign in to start selling',
  title: 'Sell on Sokoni',
  subtitle: 'Open your shop and reach buyers across Eswatini and Southern Africa.',
});

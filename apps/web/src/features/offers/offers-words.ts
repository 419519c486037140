import { i18n } from '@/lib/i18n/i18n.ts';

/** My Offers (issues 28, 29); the offers' rows speak the offer card's words. */
export const myOffersWords = i18n('myOffers', {
  emptyOpen: 'No open offers. Make one on any listing marked Negotiable.',
  emptyAccepted: 'No accepted offers yet.',
  emptyDeclined: 'No declined offers.',
  emptyExpired: 'No expired offers. An offer stays open for 48 hours.',
  title: 'My Offers',
  subtitle: 'Your offers and the shops’ answers',
  byState: 'Offers by state',
  loading: 'Loading offers',
  loadFailed: 'Failed to load your offers',
  browseProducts: 'Browse Products',
  openOffers: 'Open offers',
  acceptedOffers: 'Accepted offers',
  declinedOffers: 'Declined offers',
  expiredOffers: 'Expired offers',
});

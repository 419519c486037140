import { i18n } from '@/lib/i18n/i18n.ts';

/** The guests' landing hero (doc 1 §1; issue 29). */
export const landingHeroWords = i18n('landingHero', {
  poweredByAi: 'Powered by AI',
  buySell: 'Buy. Sell.',
  easy: 'Easy.',
  pitch: 'Discover products from trusted local shops, chat with sellers, and let our AI assistant find exactly what you need.',
  getStarted: 'Get Started',
  startSelling: 'Start Selling',
  products: 'Products',
  sellers: 'Sellers',
  satisfaction: 'Satisfaction',
  secure: 'Secure',
  verifiedSellers: 'Verified sellers and phone-verified accounts',
});

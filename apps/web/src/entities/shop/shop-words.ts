import { i18n } from '@/lib/i18n/i18n.ts';

/** Create Shop (doc 2 §2.14; issue 29). */
export const createShopWords = i18n('createShop', {
  createShop: 'Create Shop',
  description: 'Open your shop on Sokoni. You can add a logo, a cover and a description, and list products by video, right after.',
  cancel: 'Cancel',
});

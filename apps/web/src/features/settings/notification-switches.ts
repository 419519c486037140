import type { NotificationSettings } from '@sokoni/contracts/notifications';

type Group = keyof NotificationSettings;
type Switch<G extends Group> = { key: keyof NotificationSettings[G] & string; label: string; description: string };

/** The notifications screen's switches by group, in reading order; `enabled` is each channel's master switch. */
export const NOTIFICATION_SWITCHES: { [G in Group]: { title: string; master?: Switch<G>; items: Switch<G>[] } } = {
  push: {
    title: 'Push notifications',
    master: { key: 'enabled', label: 'Push notifications', description: 'Alerts on this phone or computer while Sokoni is open or installed' },
    items: [
      { key: 'orderUpdates', label: 'Order updates', description: 'Progress of things you buy and sell' },
      { key: 'newMessages', label: 'New messages', description: 'When a buyer, shop or dealer writes to you' },
      { key: 'productAlerts', label: 'Product alerts', description: 'Price drops and news on products you like' },
      { key: 'shopUpdates', label: 'Shop updates', description: 'New products from shops you follow' },
      { key: 'comments', label: 'Comments', description: 'Comments and replies on your products' },
      { key: 'likes', label: 'Likes', description: 'When someone likes your products' },
      { key: 'follows', label: 'New followers', description: 'When someone follows your shop' },
    ],
  },
  sms: {
    title: 'SMS notifications',
    master: { key: 'enabled', label: 'SMS notifications', description: 'Text messages to the phone number you sign in with' },
    items: [
      { key: 'orderUpdates', label: 'Order updates', description: 'Progress of things you buy and sell' },
      { key: 'newMessages', label: 'New messages', description: 'When you have unread messages' },
      { key: 'criticalAlerts', label: 'Critical alerts', description: 'Sign-ins and changes to your account' },
    ],
  },
  marketingPreferences: {
    title: 'Marketing',
    items: [
      { key: 'newsletters', label: 'Newsletters', description: 'Occasional news about Sokoni' },
      { key: 'promotions', label: 'Promotions', description: 'Deals and offers picked for you' },
      { key: 'productRecommendations', label: 'Product recommendations', description: 'Products we think you will like' },
      { key: 'surveyInvitations', label: 'Survey invitations', description: 'Short surveys to help us improve' },
    ],
  },
};

import { params } from '@nanostores/i18n';
import { ACCOUNT_AREA_MESSAGES } from '@sokoni/contracts/account-rules';
import { NOTIFICATION_MESSAGES } from '@sokoni/contracts/notifications';
import { i18n } from '@/lib/i18n/i18n.ts';

/** Notification Settings' switches and the reset (issue 29). */
export const notificationWords = i18n('notificationSettings', {
  pushNotifications: 'Push notifications',
  pushMasterHint: 'Alerts on this phone or computer while Sokoni is open or installed',
  smsNotifications: 'SMS notifications',
  smsMasterHint: 'Text messages to the phone number you sign in with',
  marketing: 'Marketing',
  orderUpdates: 'Order updates',
  orderUpdatesHint: 'Progress of things you buy and sell',
  newMessages: 'New messages',
  pushNewMessagesHint: 'When a buyer, shop or dealer writes to you',
  smsNewMessagesHint: 'When you have unread messages',
  productAlerts: 'Product alerts',
  productAlertsHint: 'Price drops and news on products you like',
  shopUpdates: 'Shop updates',
  shopUpdatesHint: 'New products from shops you follow',
  comments: 'Comments',
  commentsHint: 'Comments and replies on your products',
  likes: 'Likes',
  likesHint: 'When someone likes your products',
  follows: 'New followers',
  followsHint: 'When someone follows your shop',
  criticalAlerts: 'Critical alerts',
  criticalAlertsHint: 'Sign-ins and changes to your account',
  newsletters: 'Newsletters',
  newslettersHint: 'Occasional news about Sokoni',
  promotions: 'Promotions',
  promotionsHint: 'Deals and offers picked for you',
  productRecommendations: 'Product recommendations',
  productRecommendationsHint: 'Products we think you will like',
  surveyInvitations: 'Survey invitations',
  surveyInvitationsHint: 'Short surveys to help us improve',
  loadFailed: NOTIFICATION_MESSAGES.loadSettingsFailed,
  checkConnection: 'Check your connection, then try again.',
  retry: 'Retry',
  loading: 'Loading notification settings',
  resetDone: 'Notification settings are back to their defaults',
  resetFailed: NOTIFICATION_MESSAGES.resetSettingsFailed,
  updateFailed: NOTIFICATION_MESSAGES.updateSettingsFailed,
  resetToDefaults: 'Reset to defaults',
  resetQuestion: 'Reset notification settings?',
  resetExplained: 'Every switch goes back to how it was when you joined.',
  reset: 'Reset',
});

/** Deactivating or deleting the account (issue 29). */
export const closeAccountWords = i18n('closeAccount', {
  deactivateAccount: 'Deactivate Account',
  deactivateExplained: 'Your profile, shop and listings are hidden until you sign in again. Signing in again reactivates everything as it was.',
  deactivateFailed: ACCOUNT_AREA_MESSAGES.deactivateFailed,
  deleteAccount: 'Delete Account',
  deleteExplained: params('Your account is closed at once and can no longer sign in. Your profile, shop, listings and messages are permanently deleted after {days} days.'),
  deleteFailed: ACCOUNT_AREA_MESSAGES.deleteFailed,
  signingOut: 'Signing you out...',
  whyLeaving: 'Why are you leaving? (optional)',
  answerHelps: 'Your answer helps us improve Sokoni',
});

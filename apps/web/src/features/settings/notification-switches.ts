import type { NotificationSettings } from '@sokoni/contracts/notifications';
import type { notificationWords } from './notification-words.ts';

type Group = keyof NotificationSettings;
/** A key of the notification words (the switches' words are in notification-words.ts). */
type Word = keyof ReturnType<typeof notificationWords.get>;
type Switch<G extends Group> = { key: keyof NotificationSettings[G] & string; label: Word; description: Word };

/** The notifications screen's switches by group, in reading order; `enabled` is each channel's master switch. */
export const NOTIFICATION_SWITCHES: { [G in Group]: { title: Word; master?: Switch<G>; items: Switch<G>[] } } = {
  push: {
    title: 'pushNotifications',
    master: { key: 'enabled', label: 'pushNotifications', description: 'pushMasterHint' },
    items: [
      { key: 'orderUpdates', label: 'orderUpdates', description: 'orderUpdatesHint' },
      { key: 'newMessages', label: 'newMessages', description: 'pushNewMessagesHint' },
      { key: 'productAlerts', label: 'productAlerts', description: 'productAlertsHint' },
      { key: 'shopUpdates', label: 'shopUpdates', description: 'shopUpdatesHint' },
      { key: 'comments', label: 'comments', description: 'commentsHint' },
      { key: 'likes', label: 'likes', description: 'likesHint' },
      { key: 'follows', label: 'follows', description: 'followsHint' },
    ],
  },
  sms: {
    title: 'smsNotifications',
    master: { key: 'enabled', label: 'smsNotifications', description: 'smsMasterHint' },
    items: [
      { key: 'orderUpdates', label: 'orderUpdates', description: 'orderUpdatesHint' },
      { key: 'newMessages', label: 'newMessages', description: 'smsNewMessagesHint' },
      { key: 'criticalAlerts', label: 'criticalAlerts', description: 'criticalAlertsHint' },
    ],
  },
  marketingPreferences: {
    title: 'marketing',
    items: [
      { key: 'newsletters', label: 'newsletters', description: 'newslettersHint' },
      { key: 'promotions', label: 'promotions', description: 'promotionsHint' },
      { key: 'productRecommendations', label: 'productRecommendations', description: 'productRecommendationsHint' },
      { key: 'surveyInvitations', label: 'surveyInvitations', description: 'surveyInvitationsHint' },
    ],
  },
};

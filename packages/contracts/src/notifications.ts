import { z } from 'zod';
import { NOTIFICATION_FETCH_LIMIT } from './constants.ts';
import { listLimit, pageQuery, paginationSchema } from './envelope.ts';

export { SOCKET_EVENTS, SOCKET_PATH } from './realtime.ts';

/**
 * doc 1 §3 and the contract: exactly these. Account notices (an ID verification's result,
 * moderation of a listing, comment or account) are `other`, with a link saying where to look.
 */
export const NOTIFICATION_TYPES = ['follow', 'comment', 'like', 'chat', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_MESSAGES = {
  empty: 'No notifications',
  markAll: 'Mark all as read',
  notFound: 'Notification not found',
  loadSettingsFailed: 'Failed to load notification settings',
  updateSettingsFailed: 'Failed to update settings',
  resetSettingsFailed: 'Failed to reset settings',
  preferencesSaved: 'Notification preferences updated successfully!',
} as const;

/** doc 1 §3 Notification, plus what the item links to. */
export const notificationSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    message: z.string(),
    isRead: z.boolean(),
    readAt: z.string().nullable(),
    createdAt: z.string(),
    /**
     * Who caused it and what it is about; absent fields do not apply. The actor's name and avatar
     * are read when the notification is served, so a renamed actor shows their current name.
     */
    data: z.object({
      actorId: z.string().optional(),
      actorName: z.string().optional(),
      actorAvatar: z.string().nullable().optional(),
      productId: z.string().optional(),
      shopId: z.string().optional(),
      commentId: z.string().optional(),
      chatId: z.string().optional(),
      link: z.string().optional(),
    }),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ notifications: z.array(notificationSchema), pagination: paginationSchema, unreadCount: z.number() });
export type NotificationList = z.infer<typeof notificationListSchema>;
export const notificationReadSchema = z.object({ notification: notificationSchema, unreadCount: z.number() });
export type NotificationRead = z.infer<typeof notificationReadSchema>;
export const markAllReadSchema = z.object({ updated: z.number(), unreadCount: z.literal(0) });
export type MarkAllRead = z.infer<typeof markAllReadSchema>;
export const unreadCountSchema = z.object({ unreadCount: z.number() });

export const notificationListQuery = pageQuery.extend({
  limit: listLimit(NOTIFICATION_FETCH_LIMIT),
  type: z.enum(NOTIFICATION_TYPES).optional(),
  isRead: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
});

/** doc 2 §3 nested notification settings with their defaults. */
export const DEFAULT_NOTIFICATION_SETTINGS = {
  push: { enabled: true, orderUpdates: true, newMessages: true, productAlerts: true, shopUpdates: true, comments: true, likes: true, follows: true },
  sms: { enabled: false, orderUpdates: false, newMessages: false, criticalAlerts: true },
  marketingPreferences: { newsletters: false, promotions: true, productRecommendations: true, surveyInvitations: false },
};
export type NotificationSettings = typeof DEFAULT_NOTIFICATION_SETTINGS;

const flags = <T extends Record<string, boolean>>(shape: T) =>
  z.object(Object.fromEntries(Object.keys(shape).map((k) => [k, z.boolean().optional()])) as { [K in keyof T]: z.ZodOptional<z.ZodBoolean> }).strict();

/** PUT /notifications/settings: a partial nested object. */
export const updateNotificationSettingsBody = z
  .object({
    push: flags(DEFAULT_NOTIFICATION_SETTINGS.push).optional(),
    sms: flags(DEFAULT_NOTIFICATION_SETTINGS.sms).optional(),
    marketingPreferences: flags(DEFAULT_NOTIFICATION_SETTINGS.marketingPreferences).optional(),
  })
  .strict();

/** doc 2 §3 notification preference item (list form) and its defaults. */
export const PREFERENCE_TYPES = ['push', 'email', 'sms'] as const;
export type NotificationPreference = { id: string; title: string; description: string; enabled: boolean; type: (typeof PREFERENCE_TYPES)[number] };
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreference[] = [
  { id: 'order_updates', title: 'Order updates', description: 'Updates about your orders and deliveries', enabled: true, type: 'push' },
  { id: 'messages', title: 'Messages', description: 'New messages from shops and buyers', enabled: true, type: 'push' },
  { id: 'product_likes', title: 'Likes and comments', description: 'When someone likes or comments on your products', enabled: true, type: 'push' },
  { id: 'shop_updates', title: 'Shop updates', description: 'News from shops you follow', enabled: false, type: 'email' },
  { id: 'promotions', title: 'Promotions', description: 'Deals and offers picked for you', enabled: true, type: 'email' },
  { id: 'security', title: 'Security alerts', description: 'Sign-ins and account changes (security alerts cannot be disabled)', enabled: true, type: 'email' },
];
export const PREFERENCE_IDS = DEFAULT_NOTIFICATION_PREFERENCES.map((p) => p.id);
export type PreferenceId = 'order_updates' | 'messages' | 'product_likes' | 'shop_updates' | 'promotions' | 'security';

/**
 * How the list form maps onto the nested settings (one mapping, both directions). An item shows
 * on while any of its switches is on; saving it sets all of them. Items without switches
 * (shop_updates, security: e-mail only, no nested counterpart) are stored as they are.
 */
export const PREFERENCE_SWITCHES: Record<PreferenceId, { group: 'push' | 'marketingPreferences'; keys: string[] } | null> = {
  order_updates: { group: 'push', keys: ['orderUpdates'] },
  messages: { group: 'push', keys: ['newMessages'] },
  product_likes: { group: 'push', keys: ['likes', 'comments'] },
  promotions: { group: 'marketingPreferences', keys: ['promotions'] },
  shop_updates: null,
  security: null,
};

const switchesOf = <T extends Record<string, boolean>>(shape: T) =>
  z.object(Object.fromEntries(Object.keys(shape).map((k) => [k, z.boolean()])) as { [K in keyof T]: z.ZodBoolean });
export const notificationSettingsSchema = z.object({
  push: switchesOf(DEFAULT_NOTIFICATION_SETTINGS.push),
  sms: switchesOf(DEFAULT_NOTIFICATION_SETTINGS.sms),
  marketingPreferences: switchesOf(DEFAULT_NOTIFICATION_SETTINGS.marketingPreferences),
});
export const notificationSettingsReplySchema = z.object({ settings: notificationSettingsSchema });
export const notificationPreferenceSchema = z.object({ id: z.string(), title: z.string(), description: z.string(), enabled: z.boolean(), type: z.enum(PREFERENCE_TYPES) });
export const notificationPreferencesSchema = z.object({ preferences: z.array(notificationPreferenceSchema) });
export const notificationPreferencesReplySchema = notificationPreferencesSchema.extend({ settings: notificationSettingsSchema });
export type NotificationPreferencesReply = z.infer<typeof notificationPreferencesReplySchema>;

/** PUT /notifications/preferences {preferences: [{id, enabled, …}]}. */
export const updatePreferencesBody = z.object({
  preferences: z
    .array(
      z.object({
        id: z.string().trim().refine((v) => PREFERENCE_IDS.includes(v), { message: 'Unknown preference id' }),
        enabled: z.boolean(),
        title: z.string().max(200).optional(),
        description: z.string().max(500).optional(),
        type: z.enum(PREFERENCE_TYPES).optional(),
      }),
    )
    .min(1, 'preferences must not be empty')
    .max(50),
});

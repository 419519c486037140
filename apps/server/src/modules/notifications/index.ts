// The notifications module's face: the Notifier other modules call, the events they send, the routes.
export { productLikedEvent, shopFollowedEvent, userFollowedEvent } from './events.ts';
export { createNotifier } from './notifier.ts';
export { createNotificationsRepo, pruneNotifications } from './repo.ts';
export { createNotificationsService, type NotificationsService } from './service.ts';
export { notificationsRoutes } from './routes.ts';

export { pushRoutes } from './routes.ts';
export { createPushService, type PushService } from './service.ts';
export { createPushSender, type VapidKeys } from './sender.ts';

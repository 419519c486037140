// The feed module's face: the full-screen product feed, general or personalised.
export { createFeedService, type FeedService } from './service.ts';
export { feedRoutes } from './routes.ts';

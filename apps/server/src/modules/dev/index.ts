// Development only: the messenger outbox (never registered in production).
export { devRoutes } from './routes.ts';

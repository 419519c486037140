// Preloads and the static first paint for deep links into the web app.
export { pagePainters, routeHintsRoutes } from './routes.ts';
export type { PagePainter } from './view-paints.ts';
export { AFTER_PAINT_SCRIPT_HASH } from './after-paint.ts';

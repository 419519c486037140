// Preloads and the static first paint for deep links into the web app.
export { routeHintsRoutes } from './routes.ts';

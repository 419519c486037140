// Open Graph pages for shared product and shop links.
export { sharePreviewRoutes } from './routes.ts';

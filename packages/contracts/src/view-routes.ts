/**
 * What the web build tells the server about its views (zod-free: the web build config reads it).
 * The build derives it from the web app's route table (apps/web/src/lib/navigation/route-table.ts)
 * and Vite's manifest, and writes it beside the manifest; the server's route hints read it, so
 * neither side names the other's source files.
 */
export type BuiltViewRoutes = {
  views: Record<string, BuiltViewRoute>;
};

export type BuiltViewRoute = {
  /** The view's URL pattern, `:name` for a path parameter. */
  path: string;
  /** The JavaScript files the view needs beyond what index.html loads, in load order. */
  files: string[];
};

/** The file, in the web dist's `.vite/` folder beside Vite's own manifest. */
export const VIEW_ROUTES_FILE = 'view-routes.json';

/** index.html's meta tag listing the files of the views fetched ahead at idle. */
export const LIKELY_VIEWS_META = 'sokoni:likely-views';

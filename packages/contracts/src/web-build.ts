// What the web build gives the server (zod-free: the web build config reads this file too).

/**
 * Its views: derived by the build from the web app's route table
 * (apps/web/src/lib/navigation/route-table.ts) and the bundle, written beside Vite's manifest and
 * read by the server's route hints, so neither side names the other's source files.
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

/** index.html's meta tag listing the further files fetched ahead once someone is signed in (their views a guest cannot open). */
export const LIKELY_SIGNED_IN_VIEWS_META = 'sokoni:likely-signed-in-views';

/**
 * A guest's first screen, rendered by the web app's own React components: the build writes it as
 * a server-side module (`vite build --ssr`) that the server imports.
 */
export const FIRST_PAINT_MODULE = '.vite/ssr/first-paint.js';

/**
 * Each view is painted as the whole app (shell, bars, the view), the markup React renders in #root
 * at that address: the page's #root gets it whole, and the app takes it over in place (hydration).
 */
export type FirstPaintModule = {
  /** A guest's plain /browse: the first page of the list (GET /products as it sends it, their market first). */
  renderBrowseFirstPaint(page: unknown): Promise<string>;
  /** A guest's /products/:id (the address's id, the product as GET /products/{id} sends it). */
  renderProductFirstPaint?(id: string, product: unknown): Promise<string>;
  /** A guest's /shops/:id (the address's id or slug, the shop, and the first page of its products if known). */
  renderShopFirstPaint?(id: string, shop: unknown, products: unknown): Promise<string>;
  /** A guest's /discover before any search. */
  renderDiscoverFirstPaint?(): Promise<string>;
  /** A guest's /aichat: the assistant's welcome. */
  renderAssistantFirstPaint?(): Promise<string>;
  /**
   * `render` (one of the above) in a language (ss, zu, sw or en): the words are the module's own
   * state, so paints take turns. A module without it paints English.
   */
  paintIn?(language: string, render: () => string | Promise<string> | undefined): Promise<string | undefined>;
};

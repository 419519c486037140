import type { SignInPrompt } from './sign-in-prompts.ts';
/**
 * The one route table: every view of doc 1 §2.1 by its spec name, with its URL, the screen that
 * shows it and who may open it. Everything else derives from it: the URL matcher (views.ts), the
 * router and its lazy screens (app/routes), the views fetched ahead at idle (`prefetch`), and the
 * server's hints for deep links (the build writes paths and chunk files to dist, see
 * vite-plugins/view-routes.ts).
 *
 * Plain data with no imports, so the build config can read it too. `screen` names a module under
 * `src/features/` that exports the component named after the file (`browse-view.tsx` →
 * `BrowseView`); the folder is named for what it holds, the key for what the spec calls the view.
 */
export const ROUTE_TABLE = {
  tiktok: { path: '/', screen: 'feed/feed-view.tsx' },
  browse: { path: '/browse', screen: 'browse/browse-view.tsx', prefetch: true },
  discover: { path: '/discover', screen: 'discover/discover-view.tsx', prefetch: true },
  aichat: { path: '/aichat', screen: 'assistant/assistant-view.tsx' },
  detail: { path: '/products/:id', screen: 'product/product-detail-view.tsx' },
  shop: {
    path: '/shop',
    screen: 'seller/seller-view.tsx',
    prefetch: 'signed-in',
    guard: { signedIn: 'sell' },
  },
  'shop-page': { path: '/shops/:id', screen: 'shop/shop-page-view.tsx' },
  account: {
    path: '/account',
    screen: 'account/account-view.tsx',
    prefetch: 'signed-in',
    guard: { signedIn: 'account' },
  },
  wallet: { path: '/wallet', screen: 'wallet/wallet-view.tsx' },
  settings: { path: '/settings', screen: 'settings/settings-view.tsx' },
  help: { path: '/help', screen: 'help/help-view.tsx' },
  favorites: {
    path: '/favorites',
    screen: 'favorites/favorites-view.tsx',
    guard: { signedIn: 'favorites' },
  },
  offers: {
    path: '/offers',
    screen: 'offers/offers-view.tsx',
    guard: { signedIn: 'offers' },
  },
  messages: {
    path: '/messages',
    screen: 'messages/messages-view.tsx',
    guard: { signedIn: 'messages' },
  },
  chat: {
    path: '/chat',
    screen: 'messages/chat-view.tsx',
    guard: { signedIn: 'chat' },
  },
  dealer: { path: '/dealer', screen: 'dealer/dealer-view.tsx', guard: { role: 'dealer' } },
  'become-seller': { path: '/become-seller', screen: 'become-seller/become-seller-view.tsx' },
  // Issue 14: the console is not advertised; the prompt a guest gets does not name it.
  admin: {
    path: '/admin',
    screen: 'admin/admin-view.tsx',
    guard: { role: 'admin', signedIn: 'admin' },
  },
  // The login flag of doc 1 §2.1: the auth screen replaces the whole app, so it has no shell.
  login: { path: '/login', screen: 'auth/login-view.tsx', prefetch: true, shell: false },
} as const satisfies Record<string, RouteEntry>;


/**
 * `signedIn`: guests get that view's sign-in prompt in place (its words: sign-in-prompts.ts).
 * `role` alone: anyone else is sent to login; `role` with `signedIn`: a guest gets the prompt and
 * any other account a plain "not found".
 */
export type RouteGuard = { signedIn: SignInPrompt } | { role: 'dealer' } | { role: 'admin'; signedIn: SignInPrompt };

export type RouteEntry = {
  path: string;
  screen: string;
  guard?: RouteGuard;
  /**
   * Fetched (not run) at idle once the first screen has painted: the views opened next; with
   * 'signed-in' only for someone signed in (a guest gets a sign-in prompt there, not the view).
   */
  prefetch?: true | 'signed-in';
  /** false: shown without the app's header and bars. */
  shell?: boolean;
};

export type ViewName = keyof typeof ROUTE_TABLE;

/** The table with every entry seen through the same type (optional fields read as undefined). */
export const ROUTES: Readonly<Record<ViewName, RouteEntry>> = ROUTE_TABLE;

export const VIEW_NAMES = Object.keys(ROUTE_TABLE) as ViewName[];

/** The initial view, and where clearHistory returns to (doc 1 §2). */
export const FEED_VIEW: ViewName = 'tiktok';

/** The export a screen module names after its file: `product/product-detail-view.tsx` → `ProductDetailView`. */
export function screenExportName(screen: string): string {
  const file = screen.split('/').pop()!.replace(/\.tsx?$/, '');
  return file.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
}

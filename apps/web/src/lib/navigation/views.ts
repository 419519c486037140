/** doc 1 §2.1: the views, each with one URL so reload and share work. */
export const VIEW_PATHS = {
  tiktok: '/',
  browse: '/browse',
  discover: '/discover',
  aichat: '/aichat',
  detail: '/products/:id',
  shop: '/shop',
  'shop-page': '/shops/:id',
  account: '/account',
  wallet: '/wallet',
  settings: '/settings',
  help: '/help',
  favorites: '/favorites',
  messages: '/messages',
  chat: '/chat',
  dealer: '/dealer',
  'become-seller': '/become-seller',
  login: '/login',
} as const;

export type ViewName = keyof typeof VIEW_PATHS;
export type ViewParams = Readonly<Record<string, string>>;
export type ViewLocation = { view: ViewName; params: ViewParams };

/** The initial view, and where clearHistory returns to (doc 1 §2). */
export const FEED_VIEW: ViewName = 'tiktok';

const VIEW_NAMES = Object.keys(VIEW_PATHS) as ViewName[];

/** Path parameters (`:id`) fill the pattern; every other parameter goes to the query string. */
export function pathForView(view: ViewName, params: ViewParams = {}): string {
  const pattern: string = VIEW_PATHS[view];
  const query = new URLSearchParams();
  const used = new Set<string>();
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`View "${view}" needs the parameter "${name}"`);
    used.add(name);
    return encodeURIComponent(value);
  });
  for (const key of Object.keys(params).sort()) {
    if (!used.has(key)) query.set(key, params[key] ?? '');
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The view a URL shows, or null for an unknown path. */
export function viewForLocation(pathname: string, search = ''): ViewLocation | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const query = Object.fromEntries(new URLSearchParams(search));
  for (const view of VIEW_NAMES) {
    const names: string[] = [];
    const source = VIEW_PATHS[view].replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const match = new RegExp(`^${source}$`).exec(trimmed);
    if (!match) continue;
    const params: Record<string, string> = { ...query };
    names.forEach((name, i) => {
      params[name] = decodeURIComponent(match[i + 1] ?? '');
    });
    return { view, params };
  }
  return null;
}

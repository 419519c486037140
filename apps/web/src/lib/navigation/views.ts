import { ROUTE_TABLE, VIEW_NAMES, type ViewName } from './route-table.ts';

export { FEED_VIEW, type ViewName } from './route-table.ts';
export type ViewParams = Readonly<Record<string, string>>;
export type ViewLocation = { view: ViewName; params: ViewParams };

/** Path parameters (`:id`) fill the pattern; every other parameter goes to the query string. */
export function pathForView(view: ViewName, params: ViewParams = {}): string {
  const pattern: string = ROUTE_TABLE[view].path;
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
  for (const { view, pattern, names } of MATCHERS) {
    const match = pattern.exec(trimmed);
    if (!match) continue;
    const params: Record<string, string> = { ...query };
    names.forEach((name, i) => {
      params[name] = decodeURIComponent(match[i + 1] ?? '');
    });
    return { view, params };
  }
  return null;
}

/** One regular expression per view, in table order (`:id` matches one path segment). */
const MATCHERS = VIEW_NAMES.map((view) => {
  const names: string[] = [];
  const source = ROUTE_TABLE[view].path.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { view, pattern: new RegExp(`^${source}$`), names };
});

import { lazy, type ComponentType } from 'react';
import { ROUTE_TABLE, screenExportName, VIEW_NAMES, type ViewName } from '@/lib/navigation/route-table.ts';
import { retryOnce } from '@/lib/retry-once.ts';

type ScreenModule = Record<string, ComponentType>;
type Screen = ReturnType<typeof lazyScreen>;

// Every screen loads on demand, so the first paint stays small; the feed, the initial view, is
// the exception: it ships in the entry chunk.
const onDemand = import.meta.glob<ScreenModule>(['@/features/*/*-view.tsx', '!@/features/feed/feed-view.tsx']);
const inEntry = import.meta.glob<ScreenModule>('@/features/feed/feed-view.tsx', { eager: true });

/** The table's `screen` (`browse/browse-view.tsx`) from a glob key (`/src/features/browse/browse-view.tsx`). */
const screenKey = (globKey: string) => globKey.slice(globKey.lastIndexOf('features/') + 'features/'.length);
const loaders = new Map(Object.entries(onDemand).map(([key, load]) => [screenKey(key), load]));
const loaded = new Map(Object.entries(inEntry).map(([key, module]) => [screenKey(key), module]));

/**
 * Once a view's code has arrived (preload), its first render no longer suspends: React.lazy reads
 * a thenable that calls back at once, so no loading screen flashes before an already-loaded view.
 */
function lazyScreen(screen: string) {
  const name = screenExportName(screen);
  const pick = (module: ScreenModule) => {
    const component = module[name];
    if (!component) throw new Error(`${screen} does not export ${name}`);
    return { default: component };
  };
  const present = loaded.get(screen);
  let ready = present ? pick(present) : undefined;
  const load = loaders.get(screen);
  const preload = async () => {
    if (ready) return ready;
    if (!load) throw new Error(`No screen module at src/features/${screen}`);
    // Asked for once more before the page says it could not load (components/page-error-boundary.tsx).
    ready ??= pick(await retryOnce(load));
    return ready;
  };
  const Component = lazy(() => (ready ? settled(ready) : preload()));
  return Object.assign(Component, { preload });
}

const settled = <T>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

/** Each view's screen, by view name. */
export const SCREENS = Object.fromEntries(VIEW_NAMES.map((view) => [view, lazyScreen(ROUTE_TABLE[view].screen)])) as Record<ViewName, Screen>;

import type { Plugin, Rollup } from 'vite';
// By path: Vite loads its config's package imports natively, and Node does not run TypeScript.
import { LIKELY_SIGNED_IN_VIEWS_META, LIKELY_VIEWS_META, VIEW_ROUTES_FILE, type BuiltViewRoutes } from '../../../packages/contracts/src/web-build.ts';
import { firstLoadChunks } from './boot-preload.ts';
import { ROUTES, VIEW_NAMES, type RouteEntry, type ViewName } from '../src/lib/navigation/route-table.ts';
import { chunksByName } from './chunks.ts';

type Chunk = Rollup.OutputChunk;

/**
 * Lazy parts of the shell a guest meets within a tap or two (the sign-in prompt): fetched ahead
 * with the likely views, not imported ahead, since running a module at idle is main-thread work
 * inside the first seconds a phone measures (Lighthouse: ~120 ms of blocking time for this one).
 */
const LIKELY_PARTS = ['/src/components/login-prompt/login-prompt-dialog.tsx'];

/** Chunks by file name, and what one needs beyond the entry's own files. */
function chunkGraph(bundle: Rollup.OutputBundle) {
  const chunks = chunksByName(bundle);
  const reach = (name: string, seen: Set<string>) => {
    if (seen.has(name)) return seen;
    seen.add(name);
    chunks.get(name)?.imports.forEach((next) => reach(next, seen));
    return seen;
  };
  const initial = new Set(firstLoadChunks(bundle));
  const beyondEntry = (chunk: Chunk | undefined) => (chunk ? [...reach(chunk.fileName, new Set())].filter((name) => !initial.has(name)) : []);
  const chunkOf = (moduleSuffix: string) => [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
  return { beyondEntry, chunkOf };
}

/** The files of the shell's likely lazy parts (LIKELY_PARTS) beyond the entry's own. */
export function likelyPartFiles(bundle: Rollup.OutputBundle): string[] {
  const { beyondEntry, chunkOf } = chunkGraph(bundle);
  return [...new Set(LIKELY_PARTS.flatMap((part) => beyondEntry(chunkOf(part))))];
}

/** For each view, the files its screen needs beyond the entry's own, in load order. */
export function viewFiles(bundle: Rollup.OutputBundle): Record<ViewName, string[]> {
  const { beyondEntry, chunkOf } = chunkGraph(bundle);
  const files = {} as Record<ViewName, string[]>;
  // A screen without a chunk of its own ships in the entry (the feed): nothing more to load.
  for (const view of VIEW_NAMES) files[view] = beyondEntry(chunkOf(`/src/features/${ROUTES[view].screen}`));
  return files;
}

/**
 * Derives the build's outputs from the route table: index.html names the `prefetch` views' files
 * (fetched at idle by the app), and `.vite/view-routes.json` gives the server each view's path and
 * files for its deep-link hints (modules/route-hints).
 */
export function viewRoutes(): Plugin {
  return {
    name: 'sokoni:view-routes',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const files = viewFiles(bundle);
        const filesOf = (when: RouteEntry['prefetch']) => new Set(VIEW_NAMES.filter((view) => ROUTES[view].prefetch === when).flatMap((view) => files[view]));
        const everyone = new Set([...filesOf(true), ...likelyPartFiles(bundle)]);
        const signedIn = [...filesOf('signed-in')].filter((name) => !everyone.has(name));
        const content = (names: Iterable<string>) => [...names].map((name) => `/${name}`).join(' ');
        return [
          { tag: 'meta', attrs: { name: LIKELY_VIEWS_META, content: content(everyone) }, injectTo: 'head' },
          { tag: 'meta', attrs: { name: LIKELY_SIGNED_IN_VIEWS_META, content: content(signedIn) }, injectTo: 'head' },
        ];
      },
    },
    generateBundle(_options, bundle) {
      const files = viewFiles(bundle);
      const built: BuiltViewRoutes = { views: Object.fromEntries(VIEW_NAMES.map((view) => [view, { path: ROUTES[view].path, files: files[view] }])) };
      this.emitFile({ type: 'asset', fileName: `.vite/${VIEW_ROUTES_FILE}`, source: `${JSON.stringify(built, null, 2)}\n` });
    },
  };
}

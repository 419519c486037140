import type { Plugin, Rollup } from 'vite';
import { chunksByName } from './chunks.ts';

/**
 * A ring of chunks importing one another at once (a → b → … → a), named, or null. In such a ring
 * one chunk runs before a chunk it imports from has defined its exports: a module that calls one
 * of them while it evaluates (the bundler's preload helper, for a dynamic import) throws, and the
 * app stops before its first render, only in a production build.
 */
export function staticImportCycle(bundle: Rollup.OutputBundle): string[] | null {
  const chunks = chunksByName(bundle);
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    const at = path.indexOf(name);
    if (at >= 0) return [...path.slice(at), name];
    if (done.has(name)) return null;
    path.push(name);
    for (const next of chunks.get(name)?.imports ?? []) {
      const ring = visit(next);
      if (ring) return ring;
    }
    path.pop();
    done.add(name);
    return null;
  };
  for (const name of chunks.keys()) {
    const ring = visit(name);
    if (ring) return ring;
  }
  return null;
}

/** Fails the build on a ring of chunks importing one another (see staticImportCycle). */
export function refuseChunkCycles(): Plugin {
  return {
    name: 'sokoni:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const ring = staticImportCycle(bundle);
      if (ring) this.error(`chunks import one another at once: ${ring.join(' → ')} (build/first-load-groups.ts decides which file a first-load module goes in)`);
    },
  };
}

import type { Plugin, Rollup } from 'vite';
import { chunksByName } from './chunks.ts';

/** The module the entry imports after its first task (src/main.tsx): the app itself, relative to src. */
export const BOOT_MODULE = 'app/boot.ts';

type Chunk = Rollup.OutputChunk;

/**
 * The files the first load runs: the entry's, and those of the app it imports after one task
 * (main.tsx). The entry's file names come first, in load order.
 */
export function firstLoadChunks(bundle: Rollup.OutputBundle): string[] {
  const chunks = chunksByName(bundle);
  const seen = new Set<string>();
  const reach = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    chunks.get(name)?.imports.forEach(reach);
  };
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  entries.forEach((chunk) => reach(chunk.fileName));
  const boot = [...chunks.values()].find((chunk: Chunk) => chunk.facadeModuleId?.endsWith(`/src/${BOOT_MODULE}`));
  if (boot) reach(boot.fileName);
  return [...seen];
}

/**
 * index.html names the app's files beside the entry's (`modulepreload`), so a phone fetches them
 * all at once although the entry imports the app only after its first task: a split of the
 * start-up work, not a second round trip.
 */
export function bootPreload(): Plugin {
  return {
    name: 'sokoni:boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        return firstLoadChunks(bundle)
          .filter((name) => !html.includes(`/${name}"`))
          .map((name) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${name}` }, injectTo: 'head' as const }));
      },
    },
  };
}

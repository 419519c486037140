import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Builds whose hashed files stay served: the current one and the two before it. */
export const KEPT_BUILDS = 3;
const RECORD = '.vite/asset-builds.json';

/**
 * The asset lists to keep, newest first: this build's, then the previous ones (a rebuild with
 * the same files replaces its own entry), at most `KEPT_BUILDS`.
 */
export function nextBuildRecord(previous: string[][], current: string[]): string[][] {
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((file, i) => file === b[i]);
  const sorted = [...current].sort();
  return [sorted, ...previous.filter((files) => !same(files, sorted))].slice(0, KEPT_BUILDS);
}

/**
 * A tab opened before a deploy still asks for its build's lazy chunks (a screen it has not shown
 * yet). Instead of emptying dist/, the build keeps the previous builds' hashed files in
 * dist/assets (listed in dist/.vite/asset-builds.json) and deletes older ones. The client build
 * runs with `emptyOutDir: false`; every other file of dist is overwritten by the build.
 */
export function keepPreviousAssets(outDir: URL): Plugin {
  const dir = decodeURIComponent(outDir.pathname);
  return {
    name: 'sokoni:keep-previous-assets',
    apply: 'build',
    writeBundle(_options, bundle) {
      const recordPath = `${dir}/${RECORD}`;
      let previous: string[][] = [];
      try {
        previous = JSON.parse(readFileSync(recordPath, 'utf8')) as string[][];
      } catch {
        // first build here: nothing kept yet
      }
      const builds = nextBuildRecord(Array.isArray(previous) ? previous : [], Object.keys(bundle).filter((file) => file.startsWith('assets/')));
      const kept = new Set(builds.flat());
      if (existsSync(`${dir}/assets`)) {
        // A kept file's precompressed copies (precompress.ts) stay with it.
        const original = (name: string) => name.replace(/\.(br|gz)$/, '');
        for (const name of readdirSync(`${dir}/assets`)) if (!kept.has(`assets/${original(name)}`)) rmSync(`${dir}/assets/${name}`, { recursive: true, force: true });
      }
      mkdirSync(`${dir}/.vite`, { recursive: true });
      writeFileSync(recordPath, JSON.stringify(builds));
    },
  };
}

import type { Plugin } from 'vite';

/** V8's file-level compile hint: compile every function of the file as it is loaded. */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the named first-load chunks with V8's explicit compile hint (Chrome 136+), so the browser
 * compiles their functions while the file streams in, off the main thread, instead of one by one
 * on the main thread the first time each runs, inside the app's first render on a phone. Only for
 * files whose functions nearly all run at start-up (React's renderer): compiling what never runs
 * costs memory and background time. Other browsers read it as a comment.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'sokoni:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !chunkNames.includes(file.name)) continue;
        file.code = `${COMPILE_ALL_HINT}\n${file.code}`;
        // Every generated line moved down by one.
        if (file.map) file.map.mappings = `;${file.map.mappings}`;
      }
    },
  };
}

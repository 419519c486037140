import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { stylesheetFirstPlugin } from './build/stylesheet-first.ts';
import { viewFiles, viewRoutes } from './build/view-routes-plugin.ts';
import { keepPreviousAssets } from './build/keep-previous-assets.ts';
import { precompressAssets } from './build/precompress.ts';
import { forceProductionBuild } from './build/production-build.ts';
import { appShell, webAppManifest } from './build/pwa-shell.ts';
import { BOOT_MODULE, bootPreload, firstLoadChunks } from './build/boot-preload.ts';
import { firstLoadGroups } from './build/first-load-groups.ts';
import { refuseChunkCycles } from './build/chunk-cycles.ts';
import { chunksByName } from './build/chunks.ts';
import { compileHints } from './build/compile-hints.ts';

// URL instead of node:path keeps this file inside the web tsconfig's DOM-only types.
const src = decodeURIComponent(new URL('./src', import.meta.url).pathname);

/** The public pages Lighthouse measures (issue 26): zod in their files is ~25 KB gzip and ~90 KB to run on a phone. */
const PUBLIC_VIEWS = ['browse', 'detail', 'shop-page', 'discover', 'aichat'] as const;

/**
 * The feed's first load must stay under 150 KB gzip. Importing a contracts module whose
 * module-level schema code is not recognised as pure drags all of zod (~25 KB gzip) into it
 * (or into a public page's files): fail the build instead of finding out from the bundle size.
 */
function refuseZodOnFirstLoads(): Plugin {
  return {
    name: 'sokoni:zod-not-initial',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksByName(bundle);
      const initial = firstLoadChunks(bundle);
      const views = viewFiles(bundle);
      const where = new Map<string, string>([...initial].map((name) => [name, 'the initial JavaScript']));
      for (const view of PUBLIC_VIEWS) for (const name of views[view]) where.set(name, `the ${view} page's files`);
      for (const [name, place] of where) {
        if (Object.entries(chunks.get(name)?.modules ?? {}).some(([id, module]) => id.includes('/node_modules/zod/') && module.renderedLength > 0)) {
          this.error(`zod is in ${place} (${name}): import only types and plain helpers from @sokoni/contracts (its *-rules modules), or list the culprit in manualPureFunctions`);
        }
      }
    },
  };
}

// The contracts package builds zod schemas at module level for the server; the web app only uses
// its plain helpers, so those unused schema calls must not drag zod into the bundle. `pageQuery`,
// `listLimit`, `shortText` and `money` are the contracts' schema builders (calls on them are not
// rooted at `z`, so they need naming too).
const treeshake = { manualPureFunctions: ['z', 'pageQuery', 'listLimit', 'shortText', 'money'] };


/**
 * `vite build --ssr`: the server-side module of the static first paint (app/first-paint), into
 * dist/.vite/ssr (the server's static files skip dot folders, so it is not served); self-contained
 * (React included), so the server imports it with nothing to resolve.
 */
const firstPaintBuild = {
  ssr: true,
  outDir: 'dist/.vite/ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  target: 'node20',
  rolldownOptions: { input: 'src/app/first-paint/render-first-paint.tsx', output: { entryFileNames: 'first-paint.js' }, treeshake },
};

/**
 * The service worker (sw/sw.ts, built to dist/sw.js) and the web app manifest. The precache is the
 * app shell only: index.html, the entry script and the chunks and styles it loads at once, the
 * icons; lazy screens' chunks are kept by the worker at run time once fetched.
 */
function pwa(): Plugin[] {
  const shell = appShell();
  return [
    shell.plugin,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // Registered by lib/pwa after the first paint, in production builds only.
      injectRegister: false,
      manifest: webAppManifest,
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/icon-192.png'],
        manifestTransforms: [shell.onlyShell],
      },
    }),
  ];
}

export default defineConfig(({ command, isSsrBuild }) => {
  forceProductionBuild({ command });
  return {
    plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), refuseZodOnFirstLoads(), refuseChunkCycles(), compileHints(['vendor']), bootPreload(), stylesheetFirstPlugin(), viewRoutes(), keepPreviousAssets(new URL('./dist', import.meta.url)), precompressAssets(new URL('./dist', import.meta.url)), ...pwa()],
    resolve: { alias: { '@': src } },
    server: {
      port: 5173,
      proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true } },
    },
    ssr: { noExternal: true },
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
    build: isSsrBuild ? firstPaintBuild : { outDir: 'dist', emptyOutDir: false, target: 'es2022', rolldownOptions: { treeshake, output: { advancedChunks: { includeDependenciesRecursively: false, groups: firstLoadGroups([`${src}/main.tsx`, `${src}/${BOOT_MODULE}`]) } } } },
  };
});

import type { ManifestEntry, ManifestTransform } from 'workbox-build';
import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';

/** The brand (index.html's theme colour, the favicon's tile). */
const THEME_COLOR = '#065f4e';

/** What a phone needs to add Sokoni to its home screen and open it like an app (opens on /browse). */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/browse',
  name: 'Sokoni — Buy, sell, easy',
  short_name: 'Sokoni',
  description: 'Buy and sell with ease, powered by AI. A marketplace for Eswatini and Southern Africa.',
  lang: 'en',
  start_url: '/browse',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  categories: ['shopping'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** The build's files that every page loads at once: the entry chunks, what they import statically, and their styles. */
export function initialFiles(chunks: Array<{ fileName: string; isEntry: boolean; imports: string[]; css: string[] }>): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (name: string) => {
    if (files.has(name)) return;
    files.add(name);
    const chunk = byName.get(name);
    chunk?.css.forEach((css) => files.add(css));
    chunk?.imports.forEach(visit);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  return files;
}

/**
 * Narrows the precache to the app shell: of the build's `assets/`, only the initial files (the
 * lazy screens would otherwise all be downloaded at install, ~1 MB a buyer never asked for).
 */
export function appShell(): { plugin: Plugin; onlyShell: ManifestTransform } {
  let shell = new Set<string>();
  const plugin: Plugin = {
    name: 'sokoni:pwa-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk' ? [{ fileName: c.fileName, isEntry: c.isEntry, imports: c.imports, css: [...(c.viteMetadata?.importedCss ?? [])] }] : [],
      );
      shell = initialFiles(chunks);
    },
  };
  const onlyShell: ManifestTransform = async (entries: Array<ManifestEntry & { size: number }>) => ({
    manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)),
    warnings: [],
  });
  return { plugin, onlyShell };
}

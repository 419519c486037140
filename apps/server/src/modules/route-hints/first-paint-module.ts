import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_PAINT_MODULE, type FirstPaintModule } from '@sokoni/contracts/web-build';

/**
 * The web build's renderer of the static first paint (its own React components, built with
 * `vite build --ssr`), imported once and again after a rebuild; null when it is missing or broken,
 * and the page is then served without a painted screen.
 */
export function firstPaintModule(webDist: string): () => Promise<FirstPaintModule | null> {
  const file = path.join(webDist, FIRST_PAINT_MODULE);
  let loaded: { mtimeMs: number; module: Promise<FirstPaintModule | null> } | undefined;
  return async () => {
    const mtimeMs = await stat(file).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return null;
    if (loaded?.mtimeMs !== mtimeMs) {
      const module = import(`${pathToFileURL(file).href}?v=${mtimeMs}`).then(
        (m: Partial<FirstPaintModule>) => (typeof m.renderBrowseFirstPaint === 'function' ? (m as FirstPaintModule) : null),
        () => null,
      );
      loaded = { mtimeMs, module };
    }
    return loaded.module;
  };
}

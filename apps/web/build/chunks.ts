import type { Rollup } from 'vite';

/** The bundle's JavaScript files by name (its assets left out). */
export function chunksByName(bundle: Rollup.OutputBundle): Map<string, Rollup.OutputChunk> {
  return new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
}

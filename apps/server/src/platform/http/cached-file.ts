import { readFile, stat } from 'node:fs/promises';

/** A text file read once and again only when it changes on disk (a rebuild); null when missing. */
export function cachedFile(file: string) {
  let cache: { mtimeMs: number; size: number; text: string } | undefined;
  return async (): Promise<string | null> => {
    try {
      const s = await stat(file);
      if (!cache || cache.mtimeMs !== s.mtimeMs || cache.size !== s.size) cache = { mtimeMs: s.mtimeMs, size: s.size, text: await readFile(file, 'utf8') };
      return cache.text;
    } catch {
      cache = undefined;
      return null;
    }
  };
}

/** The parts of Vite's build manifest (dist/.vite/manifest.json) this module reads. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

const ENTRY = 'index.html';

function reachable(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) reachable(manifest, next, seen);
  return seen;
}

/** The files a lazy view needs beyond what index.html already loads, in load order. */
export function viewChunkFiles(manifest: ViteManifest, viewSource: string): string[] {
  const entry = reachable(manifest, ENTRY);
  return [...reachable(manifest, viewSource)].filter((key) => !entry.has(key)).map((key) => manifest[key]!.file);
}

export function parseManifest(text: string | null): ViteManifest | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ViteManifest) : null;
  } catch {
    return null;
  }
}

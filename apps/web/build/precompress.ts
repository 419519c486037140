import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What the server compresses at all (its compression plugin's threshold): smaller files go as they are. */
export const PRECOMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt)$/;

/** The encodings the server's static files plugin looks for beside a file (`preCompressed`). */
export const PRECOMPRESSED_SUFFIXES = ['.br', '.gz'] as const;

/**
 * Writes `<file>.br` (brotli at its best, 11) and `<file>.gz` (gzip -9) beside a file when they
 * are smaller. Returns the suffixes written.
 */
export async function precompressFile(file: string): Promise<string[]> {
  const raw = await readFile(file);
  if (raw.length < PRECOMPRESS_MIN_BYTES) return [];
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzipped(raw, { level: 9 }),
  ]);
  const written: string[] = [];
  for (const [suffix, bytes] of [['.br', br], ['.gz', gz]] as const) {
    if (bytes.length >= raw.length) continue;
    await writeFile(`${file}${suffix}`, bytes);
    written.push(suffix);
  }
  return written;
}

export const isCompressible = (file: string) => COMPRESSIBLE.test(file);

/**
 * The hashed files compressed once at build time, at the best settings, instead of on every
 * request at the fast ones: ~10 % fewer bytes on a phone's line than brotli's on-the-fly level,
 * and no compression work in the server while a page loads (issue 26).
 */
export function precompressAssets(outDir: URL): Plugin {
  const dir = decodeURIComponent(outDir.pathname);
  return {
    name: 'sokoni:precompress-assets',
    apply: 'build',
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => file.startsWith('assets/') && isCompressible(file));
      await Promise.all(files.map((file) => precompressFile(`${dir}/${file}`)));
    },
  };
}

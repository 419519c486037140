import sharp from 'sharp';

/**
 * libvips keeps up to 50 MB of recent operations and their pixels by default, for a process that
 * decodes the same picture again; ours decode each upload once, so the cache only holds memory a
 * small server needs back (bench/results/memory.md). Called once by each process that decodes.
 */
export function keepNoDecodedPictures(): void {
  sharp.cache(false);
}

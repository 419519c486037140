import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../../platform/storage/storage.ts';

/**
 * A video's original between its upload and its transcode job. It waits in the uploads' tmp
 * folder; when files live on an object store it also waits there (`pending/{name}` of the private
 * storage, never public), so a worker on another machine can fetch it. Its name is the job's
 * `original` (a file name made by this server).
 */
export function createOriginals(tmpDir: string, remote: Storage | null) {
  const fileOf = (name: string) => path.join(tmpDir, path.basename(name));
  const keyOf = (name: string) => `pending/${path.basename(name)}`;

  return {
    /** Keeps the file at `file` (in the tmp folder) for the job, on the object store too when there is one. */
    async keep(file: string): Promise<void> {
      if (remote) await remote.put(keyOf(file), createReadStream(file), 'application/octet-stream');
    },

    /** The original as a file on this machine, fetched from the object store when this machine has none; null when it is gone. */
    async localFile(name: string): Promise<string | null> {
      const file = fileOf(name);
      if (await stat(file).catch(() => null)) return file;
      if (!remote || !(await remote.exists(keyOf(name)))) return null;
      await mkdir(tmpDir, { recursive: true });
      // Beside it first: a download cut short must not pass for the original next time.
      const partial = `${file}.partial`;
      try {
        await pipeline(await remote.read(keyOf(name)), createWriteStream(partial));
        await rename(partial, file);
      } finally {
        await rm(partial, { force: true });
      }
      return file;
    },

    /** Removes it everywhere once the job is done with it. */
    async drop(name: string): Promise<void> {
      await Promise.all([rm(fileOf(name), { force: true }), remote?.delete(keyOf(name))]);
    },
  };
}

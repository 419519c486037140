import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, copyFile, mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, contentTypeFor, InvalidKeyError, type PutBody, type Storage, type StoredObject } from './storage.ts';

/** Files under one directory on this machine's disk (`${DATA_DIR}/media` by default). */
export function createLocalStorage(rootDir: string): Storage & { readonly root: string; localPath(key: string): string } {
  const root = path.resolve(rootDir);

  function fileOf(key: string): string {
    const file = path.resolve(root, ...assertKey(key).split('/'));
    // Defence in depth: the key rules already forbid leaving the root.
    if (!file.startsWith(root + path.sep)) throw new InvalidKeyError(key);
    return file;
  }

  /** Writes beside the target and renames, so a reader never sees half a file. */
  async function atomically(file: string, write: (tmp: string) => Promise<void>): Promise<number> {
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await write(tmp);
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    return (await stat(file)).size;
  }

  return {
    kind: 'local',
    root,
    async check() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
      } catch (err) {
        throw new Error(`the folder ${root} cannot be written (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}): give this user write access, or set DATA_DIR`, { cause: err });
      }
    },
    localPath: fileOf,
    async put(key: string, body: PutBody) {
      const file = fileOf(key);
      const size = await atomically(file, async (tmp) => {
        if (body instanceof Readable) await pipeline(body, createWriteStream(tmp));
        else await writeFile(tmp, body);
      });
      return { key, size };
    },
    async putFile(key: string, filePath: string) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await rename(filePath, file);
      } catch {
        // Another device (a tmpfs /tmp): copy then remove.
        await atomically(file, (tmp) => copyFile(filePath, tmp));
        await unlink(filePath).catch(() => {});
      }
      return { key, size: (await stat(file)).size };
    },
    async stat(key: string): Promise<StoredObject | null> {
      try {
        const s = await stat(fileOf(key));
        if (!s.isFile()) return null;
        return { key, size: s.size, modifiedAt: s.mtime, contentType: contentTypeFor(key) };
      } catch (err) {
        if (err instanceof InvalidKeyError) throw err;
        return null;
      }
    },
    async exists(key: string) {
      return (await this.stat(key)) !== null;
    },
    async read(key: string, range?: { start: number; end: number }) {
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async delete(key: string) {
      await rm(fileOf(key), { force: true });
    },
    async deleteFolder(prefix: string) {
      await rm(fileOf(prefix.replace(/\/+$/, '')), { recursive: true, force: true });
    },
  };
}

import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidKeyError, type Storage } from './storage.ts';

export type OpenedStorage = { storage: Storage; close(): Promise<void> };

const MB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `total` bytes of a known pattern, in 1 MB chunks, never whole in memory. */
function patternStream(total: number, fail = false): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (fail && sent >= 2 * MB) return void this.destroy(new Error('the client went away'));
      if (sent >= total) return void this.push(null);
      const n = Math.min(MB, total - sent);
      this.push(Buffer.alloc(n, (sent / MB) % 251));
      sent += n;
    },
  });
}
const patternBytes = (total: number) => buffer(patternStream(total));

/**
 * What every Storage adapter promises, run against each of them (the local disk, an S3 server):
 * the same calls give the same results, so the app cannot tell which one it has.
 */
export function describeStorageContract(name: string, open: () => Promise<OpenedStorage>) {
  describe(`storage contract: ${name}`, () => {
    let opened: OpenedStorage;
    let storage: Storage;
    const work = mkdtempSync(path.join(tmpdir(), 'sokoni-storage-contract-'));
    beforeAll(async () => {
      opened = await open();
      storage = opened.storage;
    });
    afterAll(async () => {
      await opened?.close();
      rmSync(work, { recursive: true, force: true });
    });
    const read = async (key: string, range?: { start: number; end: number }) => buffer(await storage.read(key, range));

    it('passes the boot check when it can be written', async () => {
      await expect(storage.check()).resolves.toBeUndefined();
    });

    it('stores bytes under a key and reads them back whole or by range, with their size and type', async () => {
      const before = Date.now() - 60_000;
      expect(await storage.put('u/a/photos/one-640.webp', Buffer.from('0123456789'), 'image/webp')).toEqual({ key: 'u/a/photos/one-640.webp', size: 10 });
      const file = await storage.stat('u/a/photos/one-640.webp');
      expect(file).toMatchObject({ key: 'u/a/photos/one-640.webp', size: 10, contentType: 'image/webp' });
      expect(file!.modifiedAt.getTime()).toBeGreaterThan(before);
      expect(await storage.exists('u/a/photos/one-640.webp')).toBe(true);
      expect((await read('u/a/photos/one-640.webp')).toString()).toBe('0123456789');
      expect((await read('u/a/photos/one-640.webp', { start: 2, end: 5 })).toString()).toBe('2345');
      expect((await read('u/a/photos/one-640.webp', { start: 9, end: 9 })).toString()).toBe('9');
    });

    it('streams a large body in (in parts on an object store) and reports its size', async () => {
      const size = 11 * MB + 123;
      expect(await storage.put('u/a/videos/big.mp4', patternStream(size), 'video/mp4')).toEqual({ key: 'u/a/videos/big.mp4', size });
      expect(await storage.stat('u/a/videos/big.mp4')).toMatchObject({ size, contentType: 'video/mp4' });
      expect(sha256(await read('u/a/videos/big.mp4'))).toBe(sha256(await patternBytes(size)));
      const tail = await read('u/a/videos/big.mp4', { start: size - 5, end: size - 1 });
      expect(tail).toEqual((await patternBytes(size)).subarray(size - 5));
    });

    it('fails a put whose source fails, leaving nothing under the key', async () => {
      await expect(storage.put('u/a/videos/broken.mp4', patternStream(11 * MB, true), 'video/mp4')).rejects.toThrow();
      expect(await storage.stat('u/a/videos/broken.mp4')).toBeNull();
    });

    it('moves a file this process made into storage', async () => {
      const file = path.join(work, 'made.mp4');
      writeFileSync(file, 'ffmpeg output');
      expect(await storage.putFile('u/a/videos/made.mp4', file, 'video/mp4')).toEqual({ key: 'u/a/videos/made.mp4', size: 13 });
      expect(existsSync(file)).toBe(false);
      expect((await read('u/a/videos/made.mp4')).toString()).toBe('ffmpeg output');
    });

    it('replaces a file put again under its key, and deletes it (twice is fine)', async () => {
      await storage.put('u/a/docs/x.pdf', Buffer.from('first'));
      await storage.put('u/a/docs/x.pdf', Buffer.from('second!'));
      expect(await storage.stat('u/a/docs/x.pdf')).toMatchObject({ size: 7, contentType: 'application/pdf' });
      await storage.delete('u/a/docs/x.pdf');
      await storage.delete('u/a/docs/x.pdf');
      expect(await storage.exists('u/a/docs/x.pdf')).toBe(false);
    });

    it('knows nothing of a missing key: no stat, not there, and reading it fails', async () => {
      expect(await storage.stat('u/nobody/none.webp')).toBeNull();
      expect(await storage.exists('u/nobody/none.webp')).toBe(false);
      await expect(read('u/nobody/none.webp')).rejects.toThrow();
      expect(await storage.stat('u')).toBeNull();
    });

    it('deletes one folder, however many files, and nothing beside it', async () => {
      const inside = ['u/f/comments/x-320.webp', 'u/f/avatars/y-128.webp', 'u/f/a.webp', 'u/f/b.webp', 'u/f/c/d/e.webp'];
      await Promise.all([...inside, 'u/fg/comments/z-320.webp', 'u/g.webp'].map((key) => storage.put(key, Buffer.from(key))));
      await storage.deleteFolder('u/f/');
      for (const key of inside) expect(await storage.exists(key), key).toBe(false);
      expect(await storage.exists('u/fg/comments/z-320.webp')).toBe(true);
      expect(await storage.exists('u/g.webp')).toBe(true);
      await storage.deleteFolder('u/missing/');
    });

    it('refuses keys that could leave its root or hide, in every call', async () => {
      for (const key of ['../a', 'a/../b', '/a', '.env', 'a//b', 'a b']) {
        await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(InvalidKeyError);
        await expect(storage.stat(key), key).rejects.toThrow(InvalidKeyError);
        await expect(storage.read(key), key).rejects.toThrow(InvalidKeyError);
        await expect(storage.delete(key), key).rejects.toThrow(InvalidKeyError);
      }
      await expect(storage.deleteFolder('../')).rejects.toThrow(InvalidKeyError);
    });

    it('hands a file over by a path on this disk or by a presigned address that expires', async () => {
      await storage.put('u/a/docs/terms.pdf', Buffer.from('%PDF-1.4 terms'));
      if (storage.localPath) {
        expect(storage.presignedGet).toBeUndefined();
        expect(existsSync(storage.localPath('u/a/docs/terms.pdf'))).toBe(true);
        return;
      }
      const expiresAt = Math.floor(Date.now() / 1000) + 3600;
      const address = await storage.presignedGet!('u/a/docs/terms.pdf', { expiresAt, contentDisposition: 'attachment; filename="terms.pdf"', cacheControl: 'private' });
      expect(new URL(address).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      // Signed at the start of a ten-minute step: asked again soon, it is the same address.
      expect(await storage.presignedGet!('u/a/docs/terms.pdf', { expiresAt, contentDisposition: 'attachment; filename="terms.pdf"', cacheControl: 'private' })).toBe(address);
      const served = await fetch(address);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(served.headers.get('content-disposition')).toBe('attachment; filename="terms.pdf"');
      expect(served.headers.get('cache-control')).toBe('private');
      expect(served.headers.get('expires')).toBe(new Date(expiresAt * 1000).toUTCString());
      expect(await served.text()).toBe('%PDF-1.4 terms');
      const expired = await fetch(await storage.presignedGet!('u/a/docs/terms.pdf', { expiresAt: Math.floor(Date.now() / 1000) - 700 }));
      expect(expired.status).toBe(403);
      await expired.arrayBuffer();
    });
  });
}

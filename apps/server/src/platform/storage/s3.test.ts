import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buffer } from 'node:stream/consumers';
import { loadConfig } from '../../config.ts';
import { checkStorages, createPrivateStorage, createStorage } from './create-storage.ts';
import { createS3Client, createS3Storage } from './s3.ts';
import { describeStorageContract } from './storage-contract.ts';
import { startTestS3Server, TEST_S3_CREDENTIALS, type TestS3Server } from './test-s3-server.ts';

let s3: TestS3Server;
beforeAll(async () => {
  for (const [name, value] of Object.entries(TEST_S3_CREDENTIALS)) vi.stubEnv(name, value);
  s3 = await startTestS3Server(['contract', 'sokoni', 'sokoni-private']);
  // A child process that loads its code through tsx: slow on a busy machine.
}, 120_000);
afterAll(async () => {
  await s3?.close();
  vi.unstubAllEnvs();
});

const configOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/sokoni-unused', JWT_SECRET: 'k'.repeat(40), ...env });

// Two keys a list page: deleting a folder must follow S3's pages.
describeStorageContract('S3 (s3rver on loopback)', async () => {
  const target = configOf({ STORAGE_URL: s3.storageUrl('contract', 'run1') }).storage!.media;
  return { storage: createS3Storage(target, createS3Client(target), { listPageSize: 2 }), close: async () => {} };
});

describe('S3 storage from STORAGE_URL', () => {
  it('keeps public media and private files apart, under media/ and private/ of the bucket', async () => {
    const config = configOf({ STORAGE_URL: s3.storageUrl('sokoni', 'prod') });
    const [media, privateFiles] = [createStorage(config), createPrivateStorage(config)];
    await media.put('u/a/photos/p-640.webp', Buffer.from('public'));
    await privateFiles.put('u/a/chats/c-640.webp', Buffer.from('private'));
    expect(await privateFiles.exists('u/a/photos/p-640.webp')).toBe(false);
    expect(await media.exists('u/a/chats/c-640.webp')).toBe(false);
    // Public media is read from the bucket's own address (MEDIA_PUBLIC_URL unset), cached for a year.
    expect(config.mediaPublicUrl).toBe(`${s3.endpoint}/sokoni/prod/media`);
    const served = await fetch(`${config.mediaPublicUrl}/u/a/photos/p-640.webp`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await served.text()).toBe('public');
    const presigned = await privateFiles.presignedGet!('u/a/chats/c-640.webp', { expiresAt: Math.floor(Date.now() / 1000) + 600 });
    expect(presigned.startsWith(`${s3.endpoint}/sokoni/prod/private/u/a/chats/c-640.webp?`)).toBe(true);
    expect(await buffer(await privateFiles.read('u/a/chats/c-640.webp'))).toEqual(Buffer.from('private'));
  });

  it('puts private files in a bucket of their own with STORAGE_PRIVATE_URL', async () => {
    const config = configOf({ STORAGE_URL: s3.storageUrl('sokoni'), STORAGE_PRIVATE_URL: s3.storageUrl('sokoni-private') });
    await createPrivateStorage(config).put('u/b/verification/id-1280.webp', Buffer.from('id'));
    const presigned = await createPrivateStorage(config).presignedGet!('u/b/verification/id-1280.webp', { expiresAt: Math.floor(Date.now() / 1000) + 600 });
    expect(presigned.startsWith(`${s3.endpoint}/sokoni-private/private/u/b/verification/id-1280.webp?`)).toBe(true);
    expect(await createStorage(config).exists('u/b/verification/id-1280.webp')).toBe(false);
  });

  it('fails the boot check of a bucket that does not exist, naming it and what to do', async () => {
    const config = configOf({ STORAGE_URL: s3.storageUrl('no-such-bucket') });
    await expect(checkStorages(config)).rejects.toThrow(/the bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used \(it does not exist\): create it, or correct STORAGE_URL/);
    await expect(checkStorages(configOf({ STORAGE_URL: s3.storageUrl('sokoni'), STORAGE_PRIVATE_URL: s3.storageUrl('no-private-bucket') }))).rejects.toThrow(/"no-private-bucket"/);
    await expect(checkStorages(configOf({ STORAGE_URL: s3.storageUrl('sokoni'), STORAGE_PRIVATE_URL: s3.storageUrl('sokoni-private') }))).resolves.toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalStorage } from './local.ts';
import { describeStorageContract } from './storage-contract.ts';

describeStorageContract('local disk', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'sokoni-storage-'));
  return { storage: createLocalStorage(root), close: async () => rmSync(root, { recursive: true, force: true }) };
});

describe('the local disk at boot', () => {
  it('fails the check of a folder it cannot make, naming it and what to do', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sokoni-storage-'));
    const file = path.join(dir, 'not-a-folder');
    writeFileSync(file, 'x');
    try {
      await expect(createLocalStorage(path.join(file, 'media')).check()).rejects.toThrow(/the folder .*not-a-folder\/media cannot be written \(ENOTDIR\): give this user write access, or set DATA_DIR/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalStorage } from './local.ts';
import { describeStorageContract } from './storage-contract.ts';

describeStorageContract('local disk', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'sokoni-storage-'));
  return { storage: createLocalStorage(root), close: async () => rmSync(root, { recursive: true, force: true }) };
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_MOCKING_TESTS } from './module-mocking-tests.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

describe('integration tests that mock modules', () => {
  it('are all listed, so they run isolated', () => {
    const files = ['src', 'test'].flatMap((dir) =>
      (readdirSync(path.join(serverDir, dir), { recursive: true }) as string[]).filter((f) => f.endsWith('.int.test.ts')).map((f) => `${dir}/${f.split(path.sep).join('/')}`),
    );
    expect(files.length).toBeGreaterThan(50);
    const mocking = files.filter((f) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(serverDir, f), 'utf8')));
    expect(mocking.sort()).toEqual([...MODULE_MOCKING_TESTS].sort());
  });
});

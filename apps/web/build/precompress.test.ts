import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isCompressible, PRECOMPRESS_MIN_BYTES, precompressFile } from './precompress.ts';

describe('precompressFile', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sokoni-precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that unpack to the file, smaller than it', async () => {
    const file = path.join(dir, 'view-1.js');
    const code = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, label: `row ${i}` })))};`;
    writeFileSync(file, code);
    expect(await precompressFile(file)).toEqual(['.br', '.gz']);
    const br = readFileSync(`${file}.br`);
    const gz = readFileSync(`${file}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(code);
    expect(gunzipSync(gz).toString()).toBe(code);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(code.length);
  });

  it('leaves small files and incompressible bytes alone', async () => {
    const small = path.join(dir, 'tiny-2.js');
    writeFileSync(small, 'x'.repeat(PRECOMPRESS_MIN_BYTES - 1));
    expect(await precompressFile(small)).toEqual([]);
    expect(existsSync(`${small}.br`)).toBe(false);
    const noise = path.join(dir, 'noise-3.js');
    writeFileSync(noise, randomBytes(4096));
    expect(await precompressFile(noise)).toEqual([]);
    expect(existsSync(`${noise}.gz`)).toBe(false);
  });

  it('compresses code and text, not pictures', () => {
    expect(['a.js', 'a.css', 'a.svg', 'a.json', 'manifest.webmanifest'].every(isCompressible)).toBe(true);
    expect(['a.png', 'a.webp', 'a.js.br', 'a.woff2'].some(isCompressible)).toBe(false);
  });
});

import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_ALL_HINT, compileHints } from './compile-hints.ts';

const chunk = (name: string, code: string, map?: { mappings: string }) => ({ type: 'chunk', name, fileName: `${name}-abc.js`, code, map: map ?? null });

function generate(bundle: Record<string, unknown>) {
  const hook = compileHints(['vendor']).generateBundle as (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void;
  hook.call({}, {}, bundle as unknown as Rollup.OutputBundle);
  return bundle as Record<string, { code: string; map: { mappings: string } | null }>;
}

describe('compileHints', () => {
  it('opens the named chunk with the hint, its first line, and moves its source map down a line', () => {
    const out = generate({ 'vendor-abc.js': chunk('vendor', 'import{a}from"./b.js";', { mappings: 'AAAA' }) });
    expect(out['vendor-abc.js']!.code.split('\n')[0]).toBe(COMPILE_ALL_HINT);
    expect(out['vendor-abc.js']!.code).toBe(`${COMPILE_ALL_HINT}\nimport{a}from"./b.js";`);
    expect(out['vendor-abc.js']!.map!.mappings).toBe(';AAAA');
  });

  it('leaves every other file as it was', () => {
    const out = generate({ 'app-abc.js': chunk('app', 'export const x=1;'), 'index.css': { type: 'asset', name: 'vendor', fileName: 'index.css', source: 'a{}' } });
    expect(out['app-abc.js']!.code).toBe('export const x=1;');
    expect((out['index.css'] as unknown as { source: string }).source).toBe('a{}');
  });
});

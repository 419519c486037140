import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { staticImportCycle } from './chunk-cycles.ts';

const bundleOf = (imports: Record<string, string[]>) =>
  Object.fromEntries([...Object.entries(imports).map(([fileName, names]) => [fileName, { type: 'chunk', fileName, imports: names }]), ['index.css', { type: 'asset', fileName: 'index.css' }]]) as unknown as Rollup.OutputBundle;

describe('staticImportCycle', () => {
  it('names the ring when the entry imports app and app imports the entry back (the app that never rendered)', () => {
    expect(staticImportCycle(bundleOf({ 'index.js': ['vendor.js', 'app.js'], 'app.js': ['vendor.js', 'index.js'], 'vendor.js': [] }))).toEqual(['index.js', 'app.js', 'index.js']);
  });

  it('finds a longer ring', () => {
    expect(staticImportCycle(bundleOf({ 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': ['a.js'] }))).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
  });

  it('is null for imports that share files without a ring', () => {
    expect(staticImportCycle(bundleOf({ 'index.js': ['vendor.js'], 'boot.js': ['app.js', 'vendor.js', 'index.js'], 'app.js': ['vendor.js', 'index.js'], 'vendor.js': [] }))).toBeNull();
  });
});

import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstLoadChunks } from './boot-preload.ts';
import { firstLoadGroups } from './first-load-groups.ts';

describe('the first load in two files: vendor and app', () => {
  // main imports react and a; boot (imported by main after a task) imports c and a; a imports b and
  // the contracts' schema module (which imports zod); lazy is imported by nothing static.
  const graph: Record<string, string[]> = {
    '/w/src/main.tsx': ['/w/node_modules/react/index.js', '/w/src/a.ts'],
    '/w/src/boot.ts': ['/w/src/c.ts', '/w/src/a.ts'],
    '/w/src/a.ts': ['/w/src/b.ts', '/w/contracts/catalog.ts', '/w/src/index.css'],
    '/w/src/c.ts': ['/w/src/d.ts', '/w/node_modules/scheduler/index.js'],
    '/w/contracts/catalog.ts': ['/w/node_modules/zod/index.js'],
    '/w/src/lazy.tsx': ['/w/src/b.ts'],
  };
  const ctx = { getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }) };
  const [vendor, app] = firstLoadGroups(['/w/src/main.tsx', '/w/src/boot.ts']);
  const groupOf = (id: string) => vendor!.name(id, ctx) ?? app!.name(id, ctx);

  it('captures what the entries import at once, by where it comes from', () => {
    expect(groupOf('/w/node_modules/react/index.js')).toBe('vendor');
    expect(groupOf('/w/node_modules/scheduler/index.js')).toBe('vendor');
    expect(groupOf('/w/src/c.ts')).toBe('app');
    expect(groupOf('/w/src/d.ts')).toBe('app');
  });

  it("keeps our code the entry imports at once in the entry's own file, so the entry never imports app back", () => {
    expect(groupOf('/w/src/a.ts')).toBeNull();
    expect(groupOf('/w/src/b.ts')).toBeNull();
  });

  it('leaves the entries themselves, lazy-only modules, styles, zod and the modules that import zod to the bundler', () => {
    for (const id of ['/w/src/main.tsx', '/w/src/boot.ts', '/w/src/lazy.tsx', '/w/src/index.css', '/w/node_modules/zod/index.js', '/w/contracts/catalog.ts']) expect(groupOf(id)).toBeNull();
  });
});

describe('firstLoadChunks', () => {
  const chunk = (fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) => ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra }) as unknown as Rollup.OutputChunk;
  it('is the entry, its imports, and the app the entry imports after its first task, with theirs', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', ['assets/vendor.js'], { isEntry: true, facadeModuleId: '/w/src/main.tsx' }),
        chunk('assets/vendor.js', []),
        chunk('assets/boot.js', ['assets/app.js', 'assets/vendor.js'], { facadeModuleId: '/w/src/app/boot.ts' }),
        chunk('assets/app.js', ['assets/vendor.js']),
        chunk('assets/browse-view.js', ['assets/app.js'], { facadeModuleId: '/w/src/features/browse/browse-view.tsx' }),
      ].map((c) => [c.fileName, c]),
    ) as Rollup.OutputBundle;
    expect(firstLoadChunks(bundle)).toEqual(['assets/index.js', 'assets/vendor.js', 'assets/boot.js', 'assets/app.js']);
  });
});

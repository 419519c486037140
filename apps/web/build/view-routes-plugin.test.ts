import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { likelyPartFiles, viewFiles } from './view-routes-plugin.ts';

const chunk = (fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra }) as Rollup.OutputChunk;

describe('the view files the build derives from the route table', () => {
  it('lists what a screen needs beyond the entry, and nothing for a screen inside the entry', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', ['assets/react.js'], { isEntry: true, facadeModuleId: '/app/index.html' }),
        chunk('assets/react.js', []),
        chunk('assets/card.js', ['assets/react.js']),
        chunk('assets/browse-view.js', ['assets/react.js', 'assets/card.js'], { facadeModuleId: '/repo/apps/web/src/features/browse/browse-view.tsx' }),
        chunk('assets/seller-view.js', ['assets/card.js'], { facadeModuleId: '/repo/apps/web/src/features/seller/seller-view.tsx' }),
      ].map((c) => [c.fileName, c]),
    );
    const files = viewFiles(bundle);
    expect(files.browse).toEqual(['assets/browse-view.js', 'assets/card.js']);
    expect(files.shop).toEqual(['assets/seller-view.js', 'assets/card.js']);
    expect(files.tiktok).toEqual([]);
  });
});

describe('the shell parts fetched ahead with the likely views', () => {
  it('lists the sign-in prompt and what it needs beyond the entry', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', ['assets/react.js'], { isEntry: true, facadeModuleId: '/app/index.html' }),
        chunk('assets/react.js', []),
        chunk('assets/modal.js', ['assets/react.js']),
        chunk('assets/login-prompt-dialog.js', ['assets/react.js', 'assets/modal.js'], { facadeModuleId: '/repo/apps/web/src/components/login-prompt/login-prompt-dialog.tsx' }),
      ].map((c) => [c.fileName, c]),
    );
    expect(likelyPartFiles(bundle)).toEqual(['assets/login-prompt-dialog.js', 'assets/modal.js']);
  });
});

import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_SCRIPT, scriptsAfterPaint } from './after-paint.ts';

/** Runs the starter against a stand-in page: each task queued by setTimeout runs when `tick` is called. */
function page(names: string[]) {
  const tasks: Array<() => void> = [];
  const head: Array<{ rel: string; href: string }> = [];
  const imported: string[] = [];
  let paintSeen: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined;
  const document = {
    querySelector: () => ({ content: names.join(' ') }),
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { append: (link: { rel: string; href: string }) => head.push(link) },
  };
  class PerformanceObserver {
    constructor(callback: typeof paintSeen) {
      paintSeen = callback;
    }
    observe() {}
  }
  const setTimeout = (run: () => void, ms?: number) => void (ms ? undefined : tasks.push(run));
  const run = new Function('document', 'PerformanceObserver', 'setTimeout', '__import', AFTER_PAINT_SCRIPT.replace('import(', '__import('));
  run(document, PerformanceObserver, setTimeout, (href: string) => imported.push(href));
  return {
    head,
    imported,
    paint: () => paintSeen!({ getEntriesByName: () => [{}] }, { disconnect: () => undefined }),
    tick: () => tasks.shift()!(),
    pending: () => tasks.length,
  };
}

describe('the after-paint starter', () => {
  it('waits for the first contentful paint, imports the entry in a task of its own, then preloads one file per task', () => {
    const p = page(['/assets/index.js', '/assets/vendor.js', '/assets/app.js']);
    expect(p.pending()).toBe(0);
    p.paint();
    p.tick();
    expect(p.imported).toEqual(['/assets/index.js']);
    expect(p.head).toEqual([]);
    p.tick();
    expect(p.head.map((link) => [link.rel, link.href])).toEqual([['modulepreload', '/assets/vendor.js']]);
    p.tick();
    expect(p.head.map((link) => link.href)).toEqual(['/assets/vendor.js', '/assets/app.js']);
    expect(p.pending()).toBe(0);
  });

  it('moves the entry and its preloads out of <head> into the starter’s list', () => {
    const html = '<head><link rel="modulepreload" crossorigin href="/assets/vendor.js">\n<script type="module" crossorigin src="/assets/index.js"></script>\n</head>';
    const out = scriptsAfterPaint(html);
    expect(out).toContain('<meta name="sokoni:after-paint" content="/assets/index.js /assets/vendor.js">');
    expect(out).not.toContain('rel="modulepreload"');
  });
});

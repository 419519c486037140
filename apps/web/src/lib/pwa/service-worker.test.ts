import { describe, expect, it } from 'vitest';
import { warmUpList } from './service-worker.ts';

describe('warmUpList', () => {
  it('hands the worker this origin’s addresses once each, never the worker itself nor a blob', () => {
    const entries = [
      { name: 'https://sokoni.example/assets/browse-view-Ab12.js' },
      { name: 'https://sokoni.example/api/products?page=1&limit=20' },
      { name: 'https://sokoni.example/api/products?page=1&limit=20' },
      { name: 'https://sokoni.example/media/products/a/poster.webp' },
      { name: 'https://sokoni.example/sw.js' },
      { name: 'blob:https://sokoni.example/40e41354-edc4-47e8-b2af-be4b942afe8a' },
      { name: 'https://cdn.example/p/a.webp' },
      { name: 'not an address' },
    ];
    expect(warmUpList(entries, 'https://sokoni.example')).toEqual([
      'https://sokoni.example/assets/browse-view-Ab12.js',
      'https://sokoni.example/api/products?page=1&limit=20',
      'https://sokoni.example/media/products/a/poster.webp',
    ]);
  });
});

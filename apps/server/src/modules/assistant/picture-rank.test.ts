import { describe, expect, it } from 'vitest';
import { searchPictureMatches, type PictureCandidate, type PictureQuery } from './picture-match.ts';
import { pictureCandidate } from './test-candidates.ts';

const listing = (id: string, title: string, similarity: number, over: Partial<PictureCandidate> = {}): PictureCandidate =>
  pictureCandidate({ id, title, similarity, subcategory: null, priceAmount: 1000, priceSzl: 1000, createdAt: new Date(0), ...over });

/** The index as a list: the category filter applied, nearest first. */
const catalog = (listings: PictureCandidate[]) => ({
  similarPictures: async (_v: Float32Array, f: { category?: string }, n: number) =>
    listings.filter((c) => !f.category || c.category === f.category).sort((a, b) => b.similarity - a.similarity).slice(0, n),
  medianOf: async () => null,
});

const query = (over: Partial<PictureQuery>): PictureQuery => ({
  vector: new Float32Array(4),
  hash: null,
  reading: { category: null, confidence: 0 },
  filters: {},
  rank: { words: [], brands: [], colours: [] },
  ...over,
});

describe('photo search ranks by the kind the photo shows, then by likeness', () => {
  it('puts a listing of a kind the detectors also saw before a nearer picture of no kind they saw', async () => {
    const deps = catalog([listing('rack', 'Roof rack', 0.5), listing('corolla', 'Toyota Corolla hatchback', 0.3), listing('bakkie', 'Isuzu bakkie', 0.2)]);
    const labels = [
      { label: 'truck', score: 0.6, source: 'coco' as const },
      { label: 'car', score: 0.5, source: 'coco' as const },
    ];
    const { ranked, verdict } = await searchPictureMatches(deps, query({ reading: { category: 'vehicles', subcategory: 'Bakkies & Trucks', noun: 'truck', confidence: 0.6 }, labels }), 5);
    expect(ranked.map((r) => r.candidate.id)).toEqual(['bakkie', 'corolla', 'rack']);
    expect(ranked[0]!.reasons[0]).toBe('Also a truck');
    // Neither is a match: nothing looks like the photo.
    expect(ranked.map((r) => r.reasons[0])).not.toContain('Looks like your photo');
    expect(verdict).toMatchObject({ best: 'same-kind', noun: 'truck', narrowed: true });
  });

  it('reads the kind from the nearest pictures when the detectors saw nothing, and says it could not find the item', async () => {
    const tool = (id: string, title: string, similarity: number) => listing(id, title, similarity, { category: 'home-garden' });
    const deps = catalog([tool('hammer', 'Claw hammer', 0.8), tool('mug', 'White mug', 0.78), tool('spanner', 'Spanner set', 0.75), tool('saw', 'Hand saw', 0.7), listing('car', 'Toyota Corolla', 0.6)]);
    const { ranked, verdict } = await searchPictureMatches(deps, query({ labels: [] }), 5);
    // The mug's picture is nearer than the spanner's; the spanner is the kind of thing the photo shows.
    expect(ranked.slice(0, 3).map((r) => r.candidate.id)).toEqual(['hammer', 'spanner', 'saw']);
    expect(ranked.map((r) => r.candidate.id)).not.toContain('car');
    expect(ranked[0]!.reasons[0]).toBe('Also a tool');
    expect(verdict).toMatchObject({ best: 'same-kind', noun: 'tool', category: 'home-garden' });
  });

  it('takes no category from the nearest pictures when they agree on no kind: nothing is said to be in Beauty & Health', async () => {
    const beauty = (id: string, title: string, similarity: number) => listing(id, title, similarity, { category: 'beauty-health' });
    const deps = catalog([
      beauty('hair', 'Pre-Stretched Braiding Hair', 0.45),
      beauty('lipstick', 'Matte Liquid Lipstick', 0.44),
      beauty('cream', 'Shea Butter Body Cream', 0.42),
      beauty('mask', 'Rooibos Clay Face Mask', 0.4),
      beauty('conditioner', 'Leave-In Conditioner', 0.4),
    ]);
    const { ranked, verdict } = await searchPictureMatches(deps, query({ labels: [] }), 5);
    expect(ranked).toEqual([]);
    expect(verdict).toMatchObject({ best: 'none', narrowed: false });
    expect(verdict.category).toBeUndefined();
  });

  it('narrows to nothing it is unsure of: no kind, no category, nothing alike is an empty answer', async () => {
    const deps = catalog([listing('car', 'Toyota Corolla', 0.05), listing('mug', 'White mug', 0.04, { category: 'home-garden' })]);
    const { ranked, verdict } = await searchPictureMatches(deps, query({ labels: [] }), 5);
    expect(ranked).toEqual([]);
    expect(verdict.best).toBe('none');
  });
});

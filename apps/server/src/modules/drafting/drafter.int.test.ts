import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CategorySlug } from '@sokoni/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerAi } from '../../platform/ai/index.ts';
import { createListingDrafter, DRAFT_THRESHOLDS, type DraftingPorts, wordsOfKind } from './index.ts';
import { panVideo } from './test-video.ts';

// Real photographs turned into short phone-like videos; the real models in their worker.
const photo = (name: string) => path.join(import.meta.dirname, 'test-photos', name);
const work = mkdtempSync(path.join(tmpdir(), 'sokoni-drafting-'));
const video = (name: string) => path.join(work, `${name}.mp4`);
const silent = { warn: () => undefined };

/** The ports over a small in-memory catalog, recording what the drafter asked. */
function catalog(prices: Record<`${CategorySlug}/${string}`, number[]>, listings: { category: CategorySlug; vector: Float32Array }[] = []) {
  const asked: { category: string; currency: string; kind: string }[] = [];
  const nearestAsked: { length: number; k: number }[] = [];
  const ports: DraftingPorts = {
    async nearestCategories(vector, k) {
      nearestAsked.push({ length: vector.length, k });
      return listings
        .map((l) => ({ category: l.category, similarity: l.vector.reduce((s, x, i) => s + x * vector[i]!, 0) }))
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, k);
    },
    async comparablePrices(category, currency, kind) {
      asked.push({ category, currency, kind: kind.kind });
      expect(kind.words).toEqual(wordsOfKind(kind.kind));
      return currency === 'SZL' ? (prices[`${category}/${kind.kind}`] ?? []) : [];
    },
  };
  return { ports, asked, nearestAsked };
}

const ai = createWorkerAi();

beforeAll(async () => {
  await Promise.all([
    panVideo(photo('car-rear.jpg'), video('car'), { seconds: 4, width: 640, height: 360 }),
    panVideo(photo('fruit.jpg'), video('fruit'), { seconds: 4, width: 640, height: 360 }),
    panVideo(photo('potted-aloe.jpg'), video('aloe'), { seconds: 4, width: 640, height: 360 }),
    panVideo(photo('film-camera.jpg'), video('camera'), { seconds: 4, width: 640, height: 360 }),
    panVideo(photo('flip-flops.jpg'), video('flip-flops'), { seconds: 4, width: 640, height: 360 }),
    panVideo(photo('saw.jpg'), video('saw'), { seconds: 4, width: 640, height: 360 }),
  ]);
}, 60_000);
afterAll(async () => {
  await ai.close();
  rmSync(work, { recursive: true, force: true });
});

// Loading the real models takes seconds, more on a busy machine: not a speed check (that is the drafting bench).
describe('the listing drafter on real videos', { timeout: 60_000 }, () => {
  it('drafts a car: category, body, honest title and description, and the price of comparable cars', async () => {
    const { ports, asked, nearestAsked } = catalog({ 'vehicles/car': [85_000, 120_000, 95_000, 150_000, 60_000] });
    const drafter = createListingDrafter({ ai, ports, log: silent });
    const draft = await drafter.draft({ videoPath: video('car'), seller: { currency: 'SZL' } });
    expect(draft).toMatchObject({
      category: 'vehicles',
      subcategory: 'Cars',
      vehicle: { kind: 'car' },
      title: 'Car for sale',
      description: 'A car, as shown in the video. Make, model, year, mileage and condition are for the seller to confirm.',
      price: { amount: 95_000, currency: 'SZL', low: 85_000, high: 120_000, comparables: 5 },
      drafted: ['category', 'subcategory', 'title', 'description', 'price'],
      source: 'builtin',
    });
    expect(draft.labels[0]).toMatchObject({ label: 'car' });
    expect(draft.frames).toBeGreaterThanOrEqual(5);
    expect(draft.imageVector).toHaveLength(1280);
    expect(Math.hypot(...draft.imageVector)).toBeCloseTo(1, 3);
    expect(nearestAsked).toEqual([{ length: 1280, k: 10 }]);
    expect(asked).toEqual([{ category: 'vehicles', currency: 'SZL', kind: 'car' }]);
    expect(draft.kind).toBe('car');
    // Every drafted field carries its confidence, above the threshold that let it be drafted; condition is never drafted.
    expect(Object.keys(draft.confidence).sort()).toEqual([...draft.drafted].sort());
    expect(draft.confidence.category).toBeGreaterThanOrEqual(DRAFT_THRESHOLDS.category);
    expect(draft.confidence.title).toBeGreaterThanOrEqual(DRAFT_THRESHOLDS.title);
    expect(draft.confidence.price).toBeGreaterThan(0);
    expect(draft).not.toHaveProperty('condition');
  });

  it('leaves category, title and price empty when the evidence is not sure: a saw neither detector has a class for', async () => {
    const { ports, asked } = catalog({ 'home-garden/tool': [150, 200, 250, 300] });
    const draft = await createListingDrafter({ ai, ports, log: silent }).draft({ videoPath: video('saw'), seller: { currency: 'SZL' } });
    expect(draft).toMatchObject({ category: null, title: '', price: null });
    expect(draft.categoryConfidence).toBeLessThan(DRAFT_THRESHOLDS.category);
    expect(draft.drafted).not.toContain('category');
    expect(draft.drafted).not.toContain('title');
    expect(draft.confidence.title).toBeUndefined();
    // No kind, no price asked for: a category's median is no price for an unknown thing.
    expect(asked).toEqual([]);
  });

  it('never titles the thing with what the category disagrees with: shoes seen, Sports chosen', async () => {
    const { ports, asked } = catalog({ 'sports-outdoors/ball': [100, 200, 300] });
    const draft = await createListingDrafter({ ai, ports, log: silent }).draft({ videoPath: video('flip-flops'), seller: { currency: 'SZL', category: 'sports-outdoors' } });
    expect(draft).toMatchObject({ category: 'sports-outdoors', title: '', price: null });
    expect(draft.description).not.toMatch(/shoe/i);
    expect(draft.labels[0]?.label).toBe('footwear');
    expect(asked).toEqual([]);
  });

  it('prices only from the same kind: a category full of trucks is no price for a car', async () => {
    const { ports, asked } = catalog({ 'vehicles/truck': [300_000, 350_000, 400_000, 450_000] });
    const draft = await createListingDrafter({ ai, ports, log: silent }).draft({ videoPath: video('car'), seller: { currency: 'SZL' } });
    expect(draft).toMatchObject({ category: 'vehicles', title: 'Car for sale', price: null });
    expect(draft.drafted).not.toContain('price');
    expect(asked).toEqual([{ category: 'vehicles', currency: 'SZL', kind: 'car' }]);
  });

  it('leaves cut fruit the detectors are unsure of undrafted; with the seller’s words, no price from fewer than 3 of the kind', async () => {
    const { ports, asked } = catalog({ 'food-groceries/fruit': [25, 40], 'food-groceries/vegetable': [10, 12, 15, 20] });
    const unsure = await createListingDrafter({ ai, ports, log: silent }).draft({ videoPath: video('fruit'), seller: { currency: 'SZL' } });
    expect(unsure).toMatchObject({ category: null, title: '', price: null });
    expect(asked).toEqual([]);
    // The seller names them: the category and the kind are theirs, and 2 comparable fruit listings are too few.
    const named = await createListingDrafter({ ai, ports, log: silent }).draft({ videoPath: video('fruit'), seller: { currency: 'SZL', title: 'Fresh oranges' } });
    expect(named).toMatchObject({ category: 'food-groceries', kind: 'fruit', title: 'Fresh oranges', price: null });
    expect(named.drafted).not.toContain('price');
    expect(asked).toEqual([{ category: 'food-groceries', currency: 'SZL', kind: 'fruit' }]);
  });

  it('never overwrites what the seller typed', async () => {
    const { ports } = catalog({ 'vehicles/car': [85_000, 120_000, 95_000] });
    const seller = { title: 'Honda Civic 2009', description: 'One owner, full service history.', price: 70_000, currency: 'SZL' };
    const draft = await createListingDrafter({ ai, ports, log: silent }).draft({ videoPath: video('car'), seller });
    expect(draft.title).toBe(seller.title);
    expect(draft.description).toBe(seller.description);
    expect(draft.drafted).toEqual(['category', 'subcategory']);
    // The market's figure is still there to show beside the seller's own price.
    expect(draft.price).toMatchObject({ amount: 95_000, comparables: 3 });
  });

  it('keeps the seller’s category and names only what belongs to it', async () => {
    const { ports } = catalog({});
    const draft = await createListingDrafter({ ai, ports, log: silent }).draft({ videoPath: video('aloe'), seller: { currency: 'SZL', category: 'crafts-art' } });
    expect(draft).toMatchObject({ category: 'crafts-art', categoryConfidence: 1, title: '', description: 'Listed under Crafts & Art. Details are for the seller to add.' });
    expect(draft.drafted).toEqual(['description']);
    // The detector takes the aloe's pot for a vase; the category stays the seller's.
    expect(draft.labels[0]?.label).toBe('vase');
  });

  it('keeps a weak guess as evidence, not as a title: an aloe the detector half takes for a vase', async () => {
    const draft = await createListingDrafter({ ai, ports: catalog({}).ports, log: silent }).draft({ videoPath: video('aloe'), seller: { currency: 'SZL' } });
    expect(draft).toMatchObject({ category: null, title: '', description: '', price: null, drafted: [], confidence: {} });
    expect(draft.labels[0]?.label).toBe('vase');
    expect(draft.categoryConfidence).toBeLessThan(DRAFT_THRESHOLDS.category);
  });

  it('drafts shoes as Fashion › Shoes: a pan over a real photo of worn flip-flops (COCO has no class for footwear)', async () => {
    const { ports, asked } = catalog({ 'fashion/shoes': [150, 120, 200, 90] });
    const draft = await createListingDrafter({ ai, ports, log: silent }).draft({ videoPath: video('flip-flops'), seller: { currency: 'SZL' } });
    expect(draft).toMatchObject({
      category: 'fashion',
      subcategory: 'Shoes',
      title: 'Shoes',
      description: 'Seen in the video: shoes. Brand, model, size and condition are for the seller to confirm.',
      drafted: ['category', 'subcategory', 'title', 'description', 'price'],
      price: { amount: 135, comparables: 4 },
    });
    expect(draft.categoryConfidence).toBeGreaterThan(0.5);
    expect(draft.labels[0]).toMatchObject({ label: 'footwear' });
    expect(asked).toEqual([{ category: 'fashion', currency: 'SZL', kind: 'shoes' }]);
  });

  it('drafts a camera, which only the Open Images detector has a class for', async () => {
    const { ports, asked } = catalog({ 'electronics/camera': [1_200, 900, 1_500] });
    const draft = await createListingDrafter({ ai, ports, log: silent }).draft({ videoPath: video('camera'), seller: { currency: 'SZL' } });
    expect(draft).toMatchObject({
      category: 'electronics',
      subcategory: 'Accessories',
      title: 'Camera',
      description: 'Seen in the video: a camera. Brand, model, size and condition are for the seller to confirm.',
      price: { amount: 1_200, comparables: 3 },
    });
    expect(draft.labels[0]).toMatchObject({ label: 'camera' });
    expect(asked).toEqual([{ category: 'electronics', currency: 'SZL', kind: 'camera' }]);
  });

  it('lets near-identical listings outweigh a weak detection in the vote, and leaves split evidence undrafted', async () => {
    const aloe = await ai.embedImage(readFileSync(photo('potted-aloe.jpg')));
    const car = await ai.embedImage(readFileSync(photo('car-rear.jpg')));
    // A potter sells this pot under Crafts & Art (four listings of it); a car is listed too.
    const listings = [...Array.from({ length: 4 }, () => ({ category: 'crafts-art' as const, vector: aloe })), { category: 'vehicles' as const, vector: car }];
    const { ports, asked } = catalog({ 'crafts-art/plant': [150, 200, 250, 300] }, listings);
    const vote = await createListingDrafter({ ai, ports, log: silent, options: { neighbours: 5, thresholds: { category: 0, title: 0 } } }).draft({ videoPath: video('aloe'), seller: { currency: 'SZL' } });
    expect(vote).toMatchObject({ category: 'crafts-art', title: '', price: null });
    // The evidence is split (the detector's vase says Home & Garden): not sure enough to draft.
    const draft = await createListingDrafter({ ai, ports, log: silent, options: { neighbours: 5 } }).draft({ videoPath: video('aloe'), seller: { currency: 'SZL' } });
    expect(draft.categoryConfidence).toBe(vote.categoryConfidence);
    expect(draft.categoryConfidence).toBeLessThan(DRAFT_THRESHOLDS.category);
    expect(draft.category).toBeNull();
    // Nothing of Crafts & Art was seen to name: no kind, so no price is asked for.
    expect(asked).toEqual([]);
  });

  it('drafts from the seller’s words alone with the models turned off (AI_ENABLED=false)', async () => {
    const { ports, nearestAsked } = catalog({ 'electronics/phone': [2_000, 2_500, 3_100] });
    const draft = await createListingDrafter({ ai: null, ports, log: silent }).draft({ videoPath: video('car'), seller: { currency: 'SZL', title: 'Samsung Galaxy A14' } });
    expect(draft).toMatchObject({ category: 'electronics', title: 'Samsung Galaxy A14', frames: 0, imageVector: [], labels: [], price: { amount: 2_500 } });
    expect(draft.description).toBe('Samsung Galaxy A14. Listed under Electronics. Details are for the seller to add.');
    expect(nearestAsked).toEqual([]);
  });

  it('drafts from words when the video cannot be read', async () => {
    const { ports } = catalog({});
    const warnings: string[] = [];
    const draft = await createListingDrafter({ ai, ports, log: { warn: (_o: object, msg: string) => warnings.push(msg) } }).draft({
      videoPath: photo('README.md'),
      seller: { currency: 'SZL', description: 'Queen size bed with mattress' },
    });
    expect(draft).toMatchObject({ category: 'home-garden', frames: 0, description: 'Queen size bed with mattress' });
    expect(warnings).toEqual(['drafting: no frames from the video']);
  });
});

import { describe, expect, it } from 'vitest';
import { writeBuiltin } from './builtin-writer.ts';
import { categoriesFromWords } from './category-map.ts';
import { kindOfNoun, kindsIn, namesAnyWord, namesKind } from './kinds.ts';
import { roundPrice, suggestPrice } from './price.ts';
import { DRAFT_THRESHOLDS } from './thresholds.ts';
import type { SeenLabel } from './types.ts';
import { voteCategory, type Frame } from './vote.ts';

// [label, score, share of the picture the box fills, which detector ('coco' unless said)]
type Seen = [SeenLabel, number, number, ('coco' | 'oid')?];
const frame = (...objects: Seen[]): Frame => ({
  width: 1000,
  height: 1000,
  objects: objects.map(([label, score, fill, source]) => ({ label, score, box: [0, 0, Math.round(1000 * Math.sqrt(fill)), Math.round(1000 * Math.sqrt(fill))], source })),
});

describe('the category vote', () => {
  it('follows what fills the shot, not what stands behind it', () => {
    const vote = voteCategory({ frames: [frame(['bicycle', 0.5, 0.5], ['car', 0.55, 0.03], ['dog', 0.4, 0.1]), frame(['bicycle', 0.45, 0.4])], neighbours: [], sellerWords: '' });
    expect(vote).toMatchObject({ category: 'sports-outdoors', subcategory: 'Cycling', seen: ['bicycle'] });
  });

  it('counts a laptop, its keyboard and its mouse as one laptop, not three votes', () => {
    const vote = voteCategory({ frames: [frame(['laptop', 0.6, 0.4], ['keyboard', 0.4, 0.1], ['mouse', 0.3, 0.01], ['cup', 0.5, 0.05])], neighbours: [], sellerWords: '' });
    expect(vote.category).toBe('electronics');
    expect(vote.subcategory).toBe('Laptops & Computers');
    expect(vote.seen).toEqual(['laptop', 'keyboard', 'mouse']);
    expect(vote.scores.electronics).toBeLessThan(0.6 * 0.9 + 0.25 * 0.6);
  });

  it('lets the nearest listings and the seller’s words decide when the camera saw nothing it knows', () => {
    expect(voteCategory({ frames: [frame()], neighbours: [{ category: 'fashion', similarity: 0.97 }, { category: 'fashion', similarity: 0.9 }, { category: 'beauty-health', similarity: 0.8 }], sellerWords: '' }).category).toBe('fashion');
    // Merely alike is not evidence: unrelated photos are often 0.6 alike.
    expect(voteCategory({ frames: [frame()], neighbours: [{ category: 'fashion', similarity: 0.68 }, { category: 'fashion', similarity: 0.6 }], sellerWords: '' }).category).toBeNull();
    expect(voteCategory({ frames: [], neighbours: [], sellerWords: 'Selling my Toyota Corolla bakkie' })).toMatchObject({ category: 'vehicles', vehicle: 'truck', subcategory: 'Bakkies & Trucks' });
    expect(voteCategory({ frames: [frame(['person', 0.9, 0.5])], neighbours: [], sellerWords: '' })).toMatchObject({ category: null, confidence: 0 });
  });

  it('names the vehicle body the detector saw, and leans to vehicles for a car dealer', () => {
    const vote = voteCategory({ frames: [frame(['truck', 0.4, 0.5], ['car', 0.3, 0.4])], neighbours: [], sellerWords: '', isVehicleSeller: true });
    expect(vote).toMatchObject({ category: 'vehicles', vehicle: 'truck', share: 1 });
    const blurry = voteCategory({ frames: [frame(['potted plant', 0.25, 0.2])], neighbours: [], sellerWords: '', isVehicleSeller: true });
    expect(blurry.category).toBe('home-garden');
  });

  it('drafts shoes from the Open Images detector’s footwear, which COCO has no class for', () => {
    const vote = voteCategory({ frames: [frame(['footwear', 0.7, 0.3, 'oid'], ['person', 0.6, 0.5]), frame(['footwear', 0.6, 0.25, 'oid'], ['boot', 0.55, 0.2, 'oid'])], neighbours: [], sellerWords: '' });
    expect(vote).toMatchObject({ category: 'fashion', subcategory: 'Shoes', seen: ['footwear', 'boot'] });
    // A title names one object: the strongest.
    expect(writeBuiltin({ category: vote.category, subcategory: vote.subcategory, seen: vote.seen, seller: {} })).toEqual({
      title: 'Shoes',
      description: 'Seen in the video: shoes. Brand, model, size and condition are for the seller to confirm.',
    });
    // Its own classes are named only from 0.4: no "high heels" on a man's shoes at 0.39, no camera at all at 0.35.
    expect(voteCategory({ frames: [frame(['footwear', 0.51, 0.3, 'oid'], ['high heels', 0.39, 0.3, 'oid'])], neighbours: [], sellerWords: '' }).seen).toEqual(['footwear']);
    expect(voteCategory({ frames: [frame(['camera', 0.35, 0.3, 'oid'])], neighbours: [], sellerWords: '' })).toMatchObject({ category: 'electronics', seen: [], subcategory: undefined });
  });

  it('takes the vehicle body from COCO’s classes, and Open Images’ car only when COCO named none', () => {
    const truck = voteCategory({ frames: [frame(['car', 0.6, 0.5, 'oid'], ['truck', 0.5, 0.5])], neighbours: [], sellerWords: '' });
    expect(truck).toMatchObject({ category: 'vehicles', vehicle: 'truck', subcategory: 'Bakkies & Trucks' });
    const raceCar = voteCategory({ frames: [frame(['car', 0.7, 0.4, 'oid'], ['person', 0.23, 0.05])], neighbours: [], sellerWords: '' });
    expect(raceCar).toMatchObject({ category: 'vehicles', vehicle: 'car', subcategory: 'Cars' });
    // Both detectors' laptops are one laptop.
    const laptop = voteCategory({ frames: [frame(['laptop', 0.6, 0.4], ['laptop', 0.7, 0.4, 'oid'], ['computer monitor', 0.4, 0.2, 'oid'])], neighbours: [], sellerWords: '' });
    expect(laptop).toMatchObject({ category: 'electronics', subcategory: 'Laptops & Computers', seen: ['laptop', 'computer monitor'] });
  });

  it('describes the seller’s own category with what was seen of it', () => {
    const evidence = { frames: [frame(['chair', 0.7, 0.6], ['laptop', 0.45, 0.1])], neighbours: [], sellerWords: '' };
    expect(voteCategory(evidence).category).toBe('home-garden');
    expect(voteCategory(evidence, 'electronics')).toMatchObject({ category: 'electronics', confidence: 1, subcategory: 'Laptops & Computers', seen: ['laptop'] });
  });

  it('is as confident as the evidence is strong and agreed on: steady across frames beats one frame, words beat a weak glimpse', () => {
    const steady = voteCategory({ frames: Array.from({ length: 5 }, () => frame(['laptop', 0.7, 0.4])), neighbours: [], sellerWords: '' });
    const once = voteCategory({ frames: [frame(['laptop', 0.7, 0.4]), frame(), frame(), frame(), frame()], neighbours: [], sellerWords: '' });
    expect(steady.confidence).toBeGreaterThan(DRAFT_THRESHOLDS.category);
    expect(once.confidence).toBeLessThan(DRAFT_THRESHOLDS.category);
    expect(once.confidence).toBeLessThan(steady.confidence);
    // A weak, lone detection is a category with a low confidence (the drafter leaves it empty).
    expect(voteCategory({ frames: [frame(['vase', 0.35, 0.2])], neighbours: [], sellerWords: '' }).confidence).toBeLessThan(DRAFT_THRESHOLDS.category);
    // Two categories split the evidence: neither is sure.
    const split = voteCategory({ frames: [frame(['apple', 0.5, 0.3], ['vase', 0.5, 0.3])], neighbours: [], sellerWords: '' });
    expect(split.share).toBeLessThan(0.6);
    expect(split.confidence).toBeLessThan(DRAFT_THRESHOLDS.category);
    expect(voteCategory({ frames: [], neighbours: [], sellerWords: 'double bed with mattress' }).confidence).toBeGreaterThan(0.9);
  });

  it('lets the Open Images detector confirm a COCO class, never outweigh it (a toolbox is no car)', () => {
    const toolbox = Array.from({ length: 5 }, () => frame(['car', 0.38, 0.3], ['car', 0.72, 0.3, 'oid']));
    const cocoAlone = Array.from({ length: 5 }, () => frame(['car', 0.38, 0.3]));
    const unsure = voteCategory({ frames: toolbox, neighbours: [], sellerWords: '' });
    expect(unsure.score).toBeCloseTo(voteCategory({ frames: cocoAlone, neighbours: [], sellerWords: '' }).score, 6);
    expect(unsure.confidence).toBeLessThan(DRAFT_THRESHOLDS.category);
    const car = Array.from({ length: 5 }, () => frame(['car', 0.85, 0.3], ['car', 0.7, 0.3, 'oid']));
    expect(voteCategory({ frames: car, neighbours: [], sellerWords: '' }).confidence).toBeGreaterThan(DRAFT_THRESHOLDS.category);
  });

  it('reads the words sellers use', () => {
    expect([...categoriesFromWords('Samsung Galaxy A14, 128GB').keys()]).toEqual(['electronics']);
    expect([...categoriesFromWords('Hand-woven baskets, handmade').keys()]).toEqual(['crafts-art']);
  });
});

describe('the price suggestion', () => {
  it('is the median of comparable listings, with the middle half as the range', () => {
    expect(suggestPrice([100, 200, 300, 400, 500], 'SZL')).toEqual({ amount: 300, currency: 'SZL', low: 200, high: 400, comparables: 5 });
    expect(suggestPrice([12_000, 15_500, 11_000, 90_000], 'ZAR')).toEqual({ amount: 13_800, currency: 'ZAR', low: 11_800, high: 34_100, comparables: 4 });
  });

  it('is null with fewer than three priced listings ("contact for price" zeros do not count)', () => {
    expect(suggestPrice([], 'SZL')).toBeNull();
    expect(suggestPrice([500, 700], 'SZL')).toBeNull();
    expect(suggestPrice([500, 0, 0, 700], 'SZL')).toBeNull();
  });

  it('rounds to three significant digits', () => {
    expect([roundPrice(12_345), roundPrice(987), roundPrice(45.6), roundPrice(1_234_567)]).toEqual([12_300, 987, 46, 1_230_000]);
  });
});

describe('the built-in writer', () => {
  it('says only what was seen and leaves a vehicle’s make and model to the seller', () => {
    const car = writeBuiltin({ category: 'vehicles', subcategory: 'Cars', seen: ['car'], vehicle: 'car', seller: {} });
    expect(car.title).toBe('Car for sale');
    expect(car.description).toMatch(/^A car, as shown in the video\. Make, model, year, mileage and condition are for the seller to confirm\.$/);
    const laptop = writeBuiltin({ category: 'electronics', seen: ['laptop', 'keyboard', 'mouse'], seller: {} });
    expect(laptop).toEqual({ title: 'Laptop', description: 'Seen in the video: a laptop. Brand, model, size and condition are for the seller to confirm.' });
    expect(writeBuiltin({ category: 'food-groceries', seen: ['orange', 'apple'], seller: {} }).description).toMatch(/^Seen in the video: oranges\./);
  });

  it('leaves the title empty when nothing was sure enough to name: no "Item for sale", no category guess', () => {
    expect(writeBuiltin({ category: null, seen: [], seller: {} })).toEqual({ title: '', description: '' });
    expect(writeBuiltin({ category: 'home-garden', seen: [], seller: {} })).toEqual({ title: '', description: 'Listed under Home & Garden. Details are for the seller to add.' });
  });

  it('keeps what the seller wrote', () => {
    const text = writeBuiltin({ category: 'vehicles', seen: ['car'], vehicle: 'car', seller: { title: 'Toyota Corolla 2012' } });
    expect(text.title).toBe('Toyota Corolla 2012');
    expect(text.description).toMatch(/^Toyota Corolla 2012\. A car, as shown/);
    expect(writeBuiltin({ category: 'vehicles', seen: ['car'], seller: { title: 'Mine', description: 'Low mileage.' } })).toEqual({ title: 'Mine', description: 'Low mileage.' });
  });
});

describe('kinds of things', () => {
  it('names a kind by its word or a synonym, as whole words only', () => {
    expect(namesKind('Toyota sedan, one owner', 'car')).toBe(true);
    expect(namesKind('Blue coffee mug', 'cup')).toBe(true);
    expect(namesKind('Carpet, 2 m', 'car')).toBe(false);
    expect(namesKind('Wine glass', 'racket')).toBe(false);
    expect(namesAnyWord('Isuzu bakkie 2010', ['truck', 'bakkie'])).toBe(true);
    expect(namesAnyWord('Scarf', ['car'])).toBe(false);
  });

  it('finds the kind in a seller’s title, the longest word first, and the kind of a drafted noun', () => {
    expect(kindsIn('Tennis racket with cover')[0]).toBe('racket');
    expect(kindsIn('Samsung Galaxy A14')).toEqual(['phone']);
    expect(kindsIn('Honda Civic 2009')).toEqual([]);
    expect([kindOfNoun('mug'), kindOfNoun('oranges'), kindOfNoun('motorbike'), kindOfNoun('TV')]).toEqual(['cup', 'fruit', 'motorbike', 'tv']);
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hashDistance, pictureHash, SAME_PICTURE_BITS } from './picture-hash.ts';
import { isKind, pluralOf } from './picture-kind.ts';
import { LOOKS_LIKE, tieOf, tieReason } from './picture-match.ts';
import { pictureReply } from './picture-reply.ts';
import type { Ranked } from './ranking.ts';
import { pictureCandidate as candidate } from './test-candidates.ts';

const car = { category: 'vehicles' as const, subcategory: 'Cars', noun: 'car' };

describe('how a listing relates to a photo', () => {
  it('calls it the same picture only for a near-equal hash, and a look-alike only above the threshold', () => {
    expect(tieOf(candidate({ similarity: 0.3, pictureHash: 'ffff0000ffff0000' }), 'ffff0000ffff0001', car)).toBe('same-picture');
    expect(tieOf(candidate({ similarity: 0.99, pictureHash: '0000ffff0000ffff' }), 'ffff0000ffff0000', car)).toBe('looks-like');
    expect(tieOf(candidate({ similarity: LOOKS_LIKE - 0.01 }), null, car)).toBe('same-kind');
    expect(tieOf(candidate({ similarity: LOOKS_LIKE - 0.01, title: 'Roof rack' }), null, car)).toBe('same-subcategory');
    expect(tieOf(candidate({ similarity: LOOKS_LIKE - 0.01, title: 'Roof rack', subcategory: 'Parts' }), null, car)).toBe('same-category');
    expect(tieOf(candidate({ similarity: LOOKS_LIKE - 0.01, category: 'food-groceries', title: 'Kenyan Black Tea' }), null, car)).toBe('none');
  });

  it('gives reasons that are true of the listing', () => {
    expect(tieReason('same-kind', candidate({}), { noun: 'car' })).toBe('Also a car');
    expect(tieReason('same-kind', candidate({}), { noun: 'shoes' })).toBe('Also shoes');
    expect(tieReason('same-subcategory', candidate({}), { noun: 'car' })).toBe('Same kind: Cars');
    expect(tieReason('none', candidate({}), { noun: 'car' })).toBeUndefined();
  });

  it('knows a kind by the words a title uses for it', () => {
    expect(isKind({ title: 'VW Polo Vivo hatchback 2017' }, 'car')).toBe(true);
    expect(isKind({ title: 'Car phone charger' }, 'car')).toBe(true);
    expect(isKind({ title: 'Cardigan, wool' }, 'car')).toBe(false);
    expect(isKind({ title: 'Honda motorcycle 125cc' }, 'motorbike')).toBe(true);
    expect(pluralOf('bus')).toBe('buses');
    expect(pluralOf('car')).toBe('cars');
  });

  it('says it could not find the item when nothing looks like the photo', () => {
    const ranked = [{ candidate: candidate({}), matchScore: 50, reasons: ['Also a car'], marketPosition: 'fair', medianSzl: null, similarity: 0.5 }] as Ranked[];
    expect(pictureReply({ best: 'same-kind', noun: 'car', category: 'vehicles', narrowed: true }, ranked)).toBe("I couldn't find this exact item — here are the cars on Sokoni.");
    expect(pictureReply({ best: 'same-category', noun: 'car', category: 'vehicles', narrowed: true }, ranked)).toMatch(/couldn't find this exact item — here is what's in Vehicles/);
    expect(pictureReply({ best: 'none', narrowed: false }, [])).toBeNull();
  });
});

describe('the picture hash', () => {
  it('keeps a picture re-encoded and resized within the bar, and tells two pictures apart', async () => {
    const svg = (shape: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#dde"/>${shape}</svg>`);
    const a = await sharp(svg('<circle cx="120" cy="150" r="90" fill="#a33"/><rect x="250" y="40" width="120" height="220" fill="#335"/>')).png().toBuffer();
    const b = await sharp(svg('<rect x="30" y="30" width="200" height="80" fill="#3a3"/><circle cx="300" cy="220" r="60" fill="#aa3"/>')).png().toBuffer();
    const aAgain = await sharp(a).resize({ width: 224 }).modulate({ brightness: 0.9 }).jpeg({ quality: 60 }).toBuffer();
    expect(hashDistance(await pictureHash(a), await pictureHash(aAgain))).toBeLessThanOrEqual(SAME_PICTURE_BITS);
    expect(hashDistance(await pictureHash(a), await pictureHash(b))).toBeGreaterThan(SAME_PICTURE_BITS);
    expect(hashDistance(null, await pictureHash(a))).toBe(64);
  });
});

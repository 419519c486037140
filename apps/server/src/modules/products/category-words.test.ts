import { describe, expect, it } from 'vitest';
import { categoryTargetsOf } from './category-words.ts';

describe('category words of a search', () => {
  it.each([
    ['phone', 'Phones & Tablets'],
    ['Phones', 'Phones & Tablets'],
    ['samsung cellphone', 'Phones & Tablets'],
    ['tv', 'TV & Audio'],
    ['television', 'TV & Audio'],
    ['bakkie', 'Bakkies & Trucks'],
    ['cars', 'Cars'],
    ['accessory', 'Accessories'],
  ])('%s names %s', (q, subcategory) => {
    expect(categoryTargetsOf(q).map((t) => t.subcategory)).toContain(subcategory);
  });

  it('names whole categories by their own words', () => {
    expect(categoryTargetsOf('electronics')).toEqual([{ category: 'electronics' }]);
    expect(categoryTargetsOf('clothes')).toEqual([{ category: 'fashion' }]);
  });

  it('names nothing for other words, or vague ones', () => {
    expect(categoryTargetsOf('hilux 2018')).toEqual([]);
    expect(categoryTargetsOf('local fresh')).toEqual([]);
    expect(categoryTargetsOf('')).toEqual([]);
  });
});

import { CATEGORIES } from '@sokoni/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { LOCAL_CATEGORY_WORDS } from './local-category-words.ts';
import { parseQuery } from './parse-query.ts';

const read = (text: string) => {
  const q = parseQuery(text).query;
  return { category: q.category, subcategory: q.subcategory, keywords: q.keywords };
};

describe('everyday shopping words in Kiswahili, isiZulu and siSwati (issue 25)', () => {
  it.each([
    // [message, category, subcategory, the catalog word it searches for]
    ['kitanda na godoro', 'home-garden', 'Furniture', ['bed', 'mattress']],
    ['umbhede', 'home-garden', 'Furniture', ['bed']],
    ['umatilasi', 'home-garden', 'Furniture', ['mattress']],
    ['itafula', 'home-garden', 'Furniture', ['table']],
    ['isihlalo', 'home-garden', 'Furniture', ['chair']],
    ['runinga', 'electronics', 'TV & Audio', ['tv']],
    ['umabonakude', 'electronics', 'TV & Audio', ['tv']],
    ['iselula', 'electronics', 'Phones & Tablets', []],
    ['kipakatalishi', 'electronics', 'Laptops & Computers', []],
    ['ikhompyutha', 'electronics', 'Laptops & Computers', ['computer']],
    ['iloli', 'vehicles', 'Bakkies & Trucks', ['truck']],
    ['matatu', 'vehicles', undefined, ['minibus']],
    ['gauni', 'fashion', 'Women', ['dress']],
    ['ilokwe', 'fashion', 'Women', ['dress']],
    ['ihembe', 'fashion', undefined, ['shirt']],
    ['ticatfulo', 'fashion', 'Shoes', []],
    ['mkoba', 'fashion', 'Bags & Jewellery', ['bag']],
    ['sabuni', 'beauty-health', 'Skincare', ['soap']],
    ['manukato', 'beauty-health', undefined, ['perfume']],
    ['kikapu', 'crafts-art', 'Baskets & Weaving', ['basket']],
    ['ikhandlela', 'crafts-art', 'Candles', []],
    ['mshumaa', 'crafts-art', 'Candles', []],
    ['ibhola', 'sports-outdoors', 'Team Sports', ['ball']],
    ['mpira wa miguu', 'sports-outdoors', 'Team Sports', ['football']],
    ['hema', 'sports-outdoors', 'Camping', ['tent']],
    ['ibhayisikili', 'sports-outdoors', 'Cycling', []],
    ['amathoyizi', 'baby-kids', 'Toys', []],
    ['sare ya shule', 'baby-kids', 'School', ['school uniform']],
    ['nepi', 'baby-kids', 'Nursery', ['nappies']],
    ['amaqanda', 'food-groceries', 'Fresh Produce', ['eggs']],
    ['uju', 'food-groceries', 'Pantry', ['honey']],
    ['ikhofi', 'food-groceries', 'Drinks', ['coffee']],
    ['fundi bomba', 'services', 'Repairs', ['plumber']],
    ['umthwebuli', 'services', 'Events', ['photographer']],
    ['izifundo', 'services', 'Lessons', []],
  ] as const)('%s', (text, category, subcategory, keywords) => {
    const q = read(text);
    expect(q.category).toBe(category);
    expect(q.subcategory).toBe(subcategory);
    expect(q.keywords).toEqual(keywords);
  });

  it('has words for every category of the catalog', () => {
    const covered = new Set(LOCAL_CATEGORY_WORDS.map((e) => e.value.target.category));
    expect(CATEGORIES.map((c) => c.slug).filter((slug) => !covered.has(slug))).toEqual([]);
  });
});

describe('common misspellings of product words', () => {
  it.each([
    ['labtop', 'Laptops & Computers', []],
    ['leptop', 'Laptops & Computers', []],
    ['telivision', 'TV & Audio', ['tv']],
    ['sofer', 'Furniture', ['sofa']],
    ['fridg', 'Kitchen', ['fridge']],
    ['matress', 'Furniture', ['mattress']],
    ['neckless', 'Bags & Jewellery', ['necklace']],
    ['sandles', 'Shoes', ['sandals']],
    ['bicyle', 'Cycling', []],
    ['vegitables', 'Fresh Produce', ['vegetables']],
    ['avacado', 'Fresh Produce', ['avocados']],
  ] as const)('%s', (text, subcategory, keywords) => {
    const q = read(text);
    expect(q.subcategory).toBe(subcategory);
    expect(q.keywords).toEqual(keywords);
  });

  it('reads "iphne" as an iPhone, and "E200" alone as a price, not the Mercedes', () => {
    expect(parseQuery('iphne').query.brands).toEqual(['Apple']);
    expect(parseQuery('kettle under E200').query).toMatchObject({ brands: [], priceMax: 200, currency: 'SZL', keywords: ['kettle'] });
    expect(parseQuery('mercedes e200').query.models).toEqual(['E200']);
  });
});

import { describe, expect, it } from 'vitest';
import { askedKindOf, isOfKind, kindLabelOf } from './kinds.ts';
import { parseQuery } from './parse-query.ts';

const kindOf = (text: string) => askedKindOf(parseQuery(text).query);
const listing = (title: string, category: string, subcategory: string, tags: string[] = []) => ({ title, category, subcategory, tags });

describe('the kind a search asks for (issue 25)', () => {
  it('is the item word ("tv", "sofa"), or the subcategory’s main kind ("laptop"), or none for a category alone', () => {
    expect(kindOf('tv under E5000')).toEqual({ category: 'electronics', items: ['tv'] });
    expect(kindOf('a sofa for a small lounge under E5000')).toEqual({ category: 'home-garden', items: ['sofa'] });
    expect(kindOf('couch')).toEqual({ category: 'home-garden', items: ['sofa'] });
    expect(kindOf('laptop under KSh 20,000')).toEqual({ category: 'electronics', subcategory: 'Laptops & Computers', items: [] });
    expect(kindOf('kitanda na godoro')).toEqual({ category: 'home-garden', items: ['bed', 'mattress'] });
    expect(kindOf('electronics')).toBeNull();
    expect(kindOf('something red')).toBeNull();
  });

  it('a listing is of the kind by its title’s item words, or its tags when the title names none', () => {
    const tv = kindOf('tv')!;
    expect(isOfKind(tv, listing('Samsung 43" Crystal UHD Smart TV', 'electronics', 'TV & Audio'))).toBe(true);
    expect(isOfKind(tv, listing('LG 2.1 Channel 300W Soundbar', 'electronics', 'TV & Audio', ['tv']))).toBe(false);
    expect(isOfKind(tv, listing('JBL Flip 6 Bluetooth Speaker', 'electronics', 'TV & Audio'))).toBe(false);
    expect(isOfKind(tv, listing('Hisense 55 UHD', 'electronics', 'TV & Audio', ['tv', '4k']))).toBe(true);
    const sofa = kindOf('sofa')!;
    expect(isOfKind(sofa, listing('3-Seater Fabric Couch – Charcoal', 'home-garden', 'Furniture'))).toBe(true);
    expect(isOfKind(sofa, listing('4-Seater Outdoor Patio Set', 'home-garden', 'Furniture'))).toBe(false);
    const bed = kindOf('umbhede')!;
    expect(isOfKind(bed, listing('Queen Bed Base & Pocket-Spring Mattress', 'home-garden', 'Furniture'))).toBe(true);
    expect(isOfKind(kindOf('table')!, listing('Kiaat Wood Coffee Table', 'home-garden', 'Furniture'))).toBe(true);
    expect(isOfKind(kindOf('coffee table')!, listing('Solid Pine Dining Table with 6 Chairs', 'home-garden', 'Furniture'))).toBe(false);
  });

  it('a main kind is its subcategory without the other things it holds: a tablet is not a phone, a printer not a laptop', () => {
    const laptop = kindOf('labtop for school')!;
    expect(isOfKind(laptop, listing('MacBook Air M1 13" 8GB/256GB', 'electronics', 'Laptops & Computers'))).toBe(true);
    expect(isOfKind(laptop, listing('HP LaserJet printer', 'electronics', 'Laptops & Computers'))).toBe(false);
    expect(isOfKind(laptop, listing('Itel A70 for school', 'electronics', 'Phones & Tablets'))).toBe(false);
    const phone = kindOf('phone')!;
    expect(isOfKind(phone, listing('Samsung Galaxy A15 128GB', 'electronics', 'Phones & Tablets'))).toBe(true);
    expect(isOfKind(phone, listing('Samsung Galaxy Tab A9+ 64GB Wi-Fi', 'electronics', 'Phones & Tablets'))).toBe(false);
    // The demo catalog tags each listing with its subcategory: "phones & tablets" does not make a phone a tablet.
    expect(isOfKind(phone, listing('Samsung Galaxy A05 64GB', 'electronics', 'Phones & Tablets', ['smartphone', 'android', 'phones & tablets', 'mbabane']))).toBe(true);
  });

  it('a brand alone asks for no kind; a boda boda is any motorbike; a minibus is known by its body; a football is a ball', () => {
    expect(kindOf('toyota')).toBeNull();
    expect(kindOf('samsung')).toBeNull();
    expect(kindOf('boda boda')).toEqual({ category: 'vehicles', subcategory: 'Motorbikes', items: [] });
    const quantum = { title: '2014 Toyota Quantum 2.5 D-4D 14-Seater', category: 'vehicles', subcategory: 'Bakkies & Trucks', attributes: { bodyType: 'Minibus' } };
    expect(isOfKind(kindOf('kombi')!, quantum)).toBe(true);
    expect(isOfKind(kindOf('kombi')!, { ...quantum, attributes: {} })).toBe(false);
    expect(isOfKind(kindOf('ibhola')!, listing('Adidas Match Football – Size 5', 'sports-outdoors', 'Team Sports'))).toBe(true);
    expect(isOfKind(kindOf('kitenge')!, listing('Ankara Print Maxi Dress', 'fashion', 'Women'))).toBe(true);
  });

  it('labels a listing for what it is', () => {
    expect(kindLabelOf(listing('LG 2.1 Channel 300W Soundbar', 'electronics', 'TV & Audio'))).toBe('soundbar');
    expect(kindLabelOf(listing('Tecno Spark Go 2024 64GB', 'electronics', 'Phones & Tablets'))).toBe('Phones & Tablets');
  });
});

import { describe, expect, it } from 'vitest';
import { describeQuery } from './describe-query.ts';
import { parseQuery } from './parse-query.ts';
import type { ShopperQuery } from './shopper-query.ts';

const q = (fields: Partial<ShopperQuery>): ShopperQuery => ({ keywords: [], brands: [], models: [], colours: [], sizes: [], ...fields });

describe('describeQuery', () => {
  it.each([
    ['cheap phone under E2000 with a good camera', "phones under E2,000, matching 'camera'"],
    ['bakkie under R150k', 'bakkies under R150,000'],
    ['toyota 2015-2018 under 100 000 km in Manzini', 'Toyota cars from 2015 to 2018 under 100,000 km in Manzini'],
    ['toyota corolla 2015-2018 under 100 000 km in Manzini', 'Toyota Corolla cars from 2015 to 2018 under 100,000 km in Manzini'],
    ['red dress for a wedding', "red dresses, matching 'wedding'"],
    ['sofa between 3k and 5k', 'sofas between 3,000 and 5,000'],
    ['newest sneakers size 9', 'sneakers in size 9, newest first'],
    ['cheapest laptop', 'laptops, cheapest first'],
    ['affordable laptop', 'affordable laptops'],
    ['luxury car', 'premium cars'],
    ['used cars in nairobi under ksh 1.5m', 'used cars under KSh 1,500,000 in Nairobi'],
    ['brand new iphone 13', 'new iPhone 13'],
    ['samsung', 'Samsung phones'],
    ['phone near me', 'phones near you'],
    ['laptop in south africa', 'laptops in South Africa'],
    ['hilux 2019', 'Toyota Hilux bakkies made in 2019'],
    ['bakkie 2015 or newer', 'bakkies from 2015 onwards'],
    ['black or white takkies uk 8', 'black or white sneakers in size UK 8'],
    ['laptop bag', "bags, matching 'laptop'"],
    ['laptop with bag', "laptops, matching 'bag'"],
    ['$300 laptop', 'laptops under $300'],
    ['chair 2,500.50', 'chairs under 2,500.50'],
    ['kombi', 'kombis'],
    ['hilux or ranger', 'Hilux or Ranger bakkies'],
    ['smart tv 4k', "smart TVs, matching '4k'"],
    ['leather', "listings matching 'leather'"],
  ])('%s → %s', (text, phrase) => {
    expect(describeQuery(parseQuery(text).query)).toBe(phrase);
  });

  it("formats money with the currency's symbol and thousands separators", () => {
    expect(describeQuery(q({ priceMax: 2000, currency: 'SZL' }))).toBe('listings under E2,000');
    expect(describeQuery(q({ priceMax: 150000, currency: 'ZAR' }))).toBe('listings under R150,000');
    expect(describeQuery(q({ priceMin: 20000, currency: 'KES' }))).toBe('listings from KSh 20,000');
    expect(describeQuery(q({ priceMin: 100, priceMax: 300, currency: 'USD' }))).toBe('listings between $100 and $300');
    expect(describeQuery(q({ priceMax: 1500 }))).toBe('listings under 1,500');
  });

  it('says "listings" for an empty query', () => {
    expect(describeQuery(q({}))).toBe('listings');
  });
});

import { describe, expect, it } from 'vitest';
import { RATES_TO_BASE } from '../../../platform/db/tables/currency-rates.ts';
import { ITEMS, VEHICLES } from '../../../seed/data/products.ts';
import { SHOPS } from '../../../seed/data/shops.ts';
import { supportedCountries } from '../../countries/index.ts';
import { ALL_BRANDS, MODELS } from './brands.ts';
import { CURRENCY_AFTER, CURRENCY_BEFORE } from './money-words.ts';
import { parseQuery } from './parse-query.ts';
import { TOWNS } from './places.ts';

// The parser must know every brand, make, model and town of the demo catalog.
describe('the demo catalog, as buyers name it', () => {
  it.each(VEHICLES.map((v) => [`${v.make} ${v.model}`.toLowerCase(), v.make, v.model] as const))('%s', (text, make, model) => {
    const { query } = parseQuery(text);
    expect(query.brands).toEqual([make]);
    expect(query.models).toEqual([model]);
    expect(query.category).toBe('vehicles');
  });

  const brands = [...new Set(Object.values(ITEMS).flatMap((items) => items.flatMap((i) => (i.brand ? [i.brand] : []))))];
  it.each(brands)('brand %s', (brand) => {
    expect(parseQuery(brand.toLowerCase()).query.brands).toEqual([brand]);
  });

  it.each(SHOPS.map((s) => [s.city, s.country] as const))('town %s', (city, country) => {
    expect(parseQuery(`phones in ${city.toLowerCase()}`).query).toMatchObject({ city, country });
  });
});

describe('lexicon data', () => {
  it('names only makes it knows for its models', () => {
    const names = new Set(ALL_BRANDS.map((b) => b.name));
    expect(MODELS.filter((m) => !names.has(m.make))).toEqual([]);
  });

  it('reads only currencies the catalog has a rate for', () => {
    const codes = new Set([...Object.values(CURRENCY_BEFORE), ...Object.values(CURRENCY_AFTER)].filter((c) => c !== undefined));
    for (const code of codes) expect(RATES_TO_BASE[code], code).toBeGreaterThan(0);
  });

  it('places towns only in supported countries', () => {
    const supported = new Set(supportedCountries().map((c) => c.code));
    for (const town of TOWNS) expect(supported.has(town.value.country), town.value.city).toBe(true);
  });
});

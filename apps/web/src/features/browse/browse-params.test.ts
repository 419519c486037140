import { describe, expect, it } from 'vitest';
import { activeFilterCount, parseBrowseParams, toBrowseQuery, toListParams, withoutFilters } from './browse-params.ts';

describe('browse URL state', () => {
  it('reads valid values and drops junk', () => {
    const state = parseBrowseParams({ q: ' phone ', sort: 'price-low', minPrice: '100', maxPrice: 'abc', condition: 'broken', category: 'electronics', view: 'list' });
    expect(state).toEqual({ params: { q: 'phone', sort: 'price-low', minPrice: 100, category: 'electronics' }, layout: 'list' });
    expect(parseBrowseParams({})).toEqual({ params: {}, layout: 'grid' });
  });

  it('round-trips through the query string, leaving out defaults', () => {
    const state = parseBrowseParams({ q: 'basket', sort: 'popular', country: 'SZ', condition: 'used' });
    expect(parseBrowseParams(toBrowseQuery(state))).toEqual(state);
    expect(toBrowseQuery({ params: { sort: 'newest' }, layout: 'grid' })).toEqual({});
  });

  it('counts and clears filters but keeps the search and sort', () => {
    const params = { q: 'x', sort: 'price-high' as const, minPrice: 5, condition: 'new' as const };
    expect(activeFilterCount(params)).toBe(2);
    expect(withoutFilters(params)).toEqual({ q: 'x', sort: 'price-high' });
  });

  it('asks for the buyer’s own market first unless they chose all countries or one country', () => {
    const own = parseBrowseParams({ sort: 'price-low' });
    expect(toListParams(own, 'KE')).toEqual({ sort: 'price-low', market: 'KE' });
    const all = parseBrowseParams({ sort: 'price-low', market: 'all' });
    expect(all.allCountries).toBe(true);
    expect(toListParams(all, 'KE')).toEqual({ sort: 'price-low' });
    expect(toBrowseQuery(all)).toEqual({ sort: 'price-low', market: 'all' });
    expect(toListParams(parseBrowseParams({ country: 'ZA' }), 'SZ')).toEqual({ country: 'ZA' });
    // Only "all" means anything in the address: the market itself comes from the buyer.
    expect(parseBrowseParams({ market: 'KE' })).toEqual({ params: {}, layout: 'grid' });
  });
});

import { describe, expect, it } from 'vitest';
import { activeFilterCount, parseBrowseParams, toBrowseQuery, withoutFilters } from './browse-params.ts';

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
});

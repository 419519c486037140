import { describe, expect, it } from 'vitest';
import { idParams, pageQuery, toPagination } from './envelope.ts';

describe('idSchema', () => {
  it('accepts a uuid, trimmed', () => {
    expect(idParams.parse({ id: ' 11111111-1111-4111-8111-111111111111 ' }).id).toBe('11111111-1111-4111-8111-111111111111');
  });

  it.each([
    ['', 'A valid id is required'],
    ['  ', 'A valid id is required'],
    ['undefined', 'A valid id is required'],
    ['null', 'A valid id is required'],
    ['123', 'Invalid id'],
    ['11111111-1111-4111-8111-11111111111z', 'Invalid id'],
  ])('refuses %j with "%s"', (id, message) => {
    const result = idParams.safeParse({ id });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });
});

describe('pageQuery', () => {
  it('defaults to page 1 of 20 and coerces strings', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, limit: 20 });
    expect(pageQuery.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
  });

  it('serves a limit above 100 as 100 (contract)', () => {
    expect(pageQuery.parse({ limit: '101' }).limit).toBe(100);
    expect(pageQuery.parse({ limit: '1000' }).limit).toBe(100);
    expect(pageQuery.parse({ limit: '100' }).limit).toBe(100);
  });

  it.each([{ page: '0' }, { limit: '0' }, { limit: '-1' }, { limit: 'abc' }, { limit: '1.5' }, { page: 'abc' }, { page: '1.5' }])('refuses %o', (q) => {
    expect(pageQuery.safeParse(q).success).toBe(false);
  });
});

describe('toPagination', () => {
  it.each([
    [1, 20, 0, { currentPage: 1, totalPages: 1, total: 0, hasMore: false, hasNextPage: false }],
    [1, 20, 20, { currentPage: 1, totalPages: 1, total: 20, hasMore: false, hasNextPage: false }],
    [1, 20, 21, { currentPage: 1, totalPages: 2, total: 21, hasMore: true, hasNextPage: true }],
    [2, 20, 21, { currentPage: 2, totalPages: 2, total: 21, hasMore: false, hasNextPage: false }],
    [5, 10, 21, { currentPage: 5, totalPages: 3, total: 21, hasMore: false, hasNextPage: false }],
  ])('page %d of %d with %d items', (page, limit, total, expected) => {
    expect(toPagination(page, limit, total)).toEqual(expected);
  });
});

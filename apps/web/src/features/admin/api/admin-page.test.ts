import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminKeys } from './admin-keys.ts';
import { applyAction, mapRows, nextAdminPage, rowsOf, type AdminPage, type AdminPages } from './admin-page.ts';

type Row = { id: string; name: string };
const page = (currentPage: number, ids: string[], hasMore: boolean): AdminPage<Row> => ({
  items: ids.map((id) => ({ id, name: id.toUpperCase() })),
  pagination: { currentPage, totalPages: hasMore ? currentPage + 1 : currentPage, total: 0, hasMore, hasNextPage: hasMore },
});
const pages = (...list: AdminPage<Row>[]): AdminPages<Row> => ({ pages: list, pageParams: list.map((_, i) => i + 1) });

describe('admin list paging', () => {
  it('asks for the next page while the server says there is more', () => {
    expect(nextAdminPage(page(1, ['a'], true))).toBe(2);
    expect(nextAdminPage(page(3, ['a'], false))).toBeUndefined();
  });

  it('lists the rows of every page once, in order, even when a row moved between two loads', () => {
    expect(rowsOf(pages(page(1, ['a', 'b'], true), page(2, ['b', 'c'], false))).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(rowsOf<Row>(undefined)).toEqual([]);
  });

  it('changes or drops rows across pages', () => {
    const changed = mapRows(pages(page(1, ['a', 'b'], true), page(2, ['c'], false)), (row) => (row.id === 'b' ? null : row.id === 'c' ? { ...row, name: 'changed' } : row));
    expect(rowsOf(changed)).toEqual([{ id: 'a', name: 'A' }, { id: 'c', name: 'changed' }]);
    expect(changed?.pageParams).toEqual([1, 2]);
  });

  it('applies an accepted action to every filtered copy of its list only, and marks the console stale', () => {
    const client = new QueryClient();
    const open = adminKeys.filtered('users', { status: 'active' });
    const all = adminKeys.filtered('users', {});
    const other = adminKeys.filtered('shops', {});
    for (const key of [open, all, other]) client.setQueryData(key, pages(page(1, ['a', 'b'], false)));
    client.setQueryData(adminKeys.stats(), { users: 2 });
    applyAction<Row>(client, 'users', (row) => (row.id === 'a' ? null : row));
    expect(rowsOf(client.getQueryData<AdminPages<Row>>(open)).map((r) => r.id)).toEqual(['b']);
    expect(rowsOf(client.getQueryData<AdminPages<Row>>(all)).map((r) => r.id)).toEqual(['b']);
    expect(rowsOf(client.getQueryData<AdminPages<Row>>(other)).map((r) => r.id)).toEqual(['a', 'b']);
    expect(client.getQueryState(adminKeys.stats())?.isInvalidated).toBe(true);
  });
});

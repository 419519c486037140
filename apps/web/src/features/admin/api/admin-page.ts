import type { Pagination } from '@sokoni/contracts/envelope';
import { infiniteQueryOptions, keepPreviousData, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { ADMIN_STALE_MS, adminKeys, type AdminListName } from './admin-keys.ts';

/** Every list of the console asks for this many rows a page (the server caps at 100). */
export const ADMIN_PAGE_SIZE = 20;

/** One page of any admin list, whatever the reply names its rows. */
export type AdminPage<T> = { items: T[]; pagination: Pagination };
export type AdminPages<T> = InfiniteData<AdminPage<T>>;

export const nextAdminPage = (last: AdminPage<unknown>): number | undefined => (last.pagination.hasMore ? last.pagination.currentPage + 1 : undefined);

/**
 * The rows of every loaded page in order. Pages are offsets: a row that moved between two page
 * loads (a new report arrived) can come twice, and is shown once.
 */
export function rowsOf<T extends { id: string }>(data: AdminPages<T> | undefined): T[] {
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const row of (data?.pages ?? []).flatMap((page) => page.items)) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    rows.push(row);
  }
  return rows;
}

/** The pages with each row passed through `change`: a row it returns null for leaves the list. */
export function mapRows<T>(data: AdminPages<T> | undefined, change: (row: T) => T | null): AdminPages<T> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.flatMap((row) => change(row) ?? []) })) };
}

/**
 * After an action the server accepted (never before: a suspension or a hidden product is not
 * worth showing until it is true): every cached copy of the list shows the answer at once, then
 * the whole console is read again, since one action shows in other lists too (a suspension hides
 * the shop, resolves reports, writes the audit log) and offset pages shift when a row leaves.
 */
export function applyAction<T>(client: QueryClient, name: AdminListName, change: (row: T) => T | null): void {
  client.setQueriesData<AdminPages<T>>({ queryKey: adminKeys.list(name) }, (data) => mapRows(data, change));
  void client.invalidateQueries({ queryKey: adminKeys.all });
}

/**
 * A list's query: pages of ADMIN_PAGE_SIZE from page 1 while `hasMore`. A new search or filter
 * keeps the rows on screen (dimmed) until its answer arrives, instead of flashing the skeleton
 * at every pause in typing.
 */
export function adminListOptions<T>(queryKey: readonly unknown[], fetchPage: (page: number, signal: AbortSignal) => Promise<AdminPage<T>>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextAdminPage,
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

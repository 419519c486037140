import type { HeldMedia } from '@sokoni/contracts/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { adminKeys } from './admin-keys.ts';
import { ADMIN_PAGE_SIZE, adminListOptions, type AdminPage } from './admin-page.ts';

/** GET /admin/media-holds: uploads the unsafe-image check held, oldest first, with signed addresses. */
export async function getHeldMedia(page: number, signal?: AbortSignal): Promise<AdminPage<HeldMedia>> {
  const { data } = await api.get('/admin/media-holds', { query: { page, limit: ADMIN_PAGE_SIZE }, signal });
  return { items: data.media, pagination: data.pagination };
}

export function useHeldMedia() {
  return useInfiniteQuery(adminListOptions(adminKeys.filtered('media', {}), getHeldMedia));
}

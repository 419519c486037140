import { api } from '@/lib/api/api.ts';

/** GET /shops/check-slug?slug= → {available, slug}; the caller's own slug counts as available. */
export async function checkSlug(slug: string, signal?: AbortSignal): Promise<boolean> {
  const { data } = await api.get('/shops/check-slug', { query: { slug }, signal });
  return data.available;
}

import { viewForLocation, type ViewLocation } from '@/lib/navigation/views.ts';

/** The view a notification's `data.link` opens ("/products/p1", or a full address on this site), or null. */
export function viewForNotificationLink(link: string | undefined, origin: string): ViewLocation | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? viewForLocation(url.pathname, url.search) : null;
}

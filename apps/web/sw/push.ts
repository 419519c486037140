/**
 * Web Push in the service worker (issue 15): the server sends a message, a reply or a verification
 * result when no tab is open; this shows it, and a tap opens (or focuses) Sokoni on its page.
 */
import type { PushPayload } from '../../../packages/contracts/src/push.ts';

declare const self: ServiceWorkerGlobalScope;

const FALLBACK: PushPayload = { title: 'Sokoni', body: 'You have a new notification', url: '/browse', tag: 'sokoni' };

function readPayload(data: PushMessageData | null): PushPayload {
  try {
    const parsed = data?.json() as Partial<PushPayload> | undefined;
    return { ...FALLBACK, ...parsed };
  } catch {
    return FALLBACK;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string } | null)?.url ?? '/browse', self.location.origin);
  // Only this site's pages: a payload never sends a tap elsewhere.
  const url = target.origin === self.location.origin ? target.href : `${self.location.origin}/browse`;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

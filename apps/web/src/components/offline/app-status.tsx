import { useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { useOnlineStatus } from '@/lib/hooks/use-online-status.ts';
import { updateStore } from '@/lib/pwa/service-worker.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { OFFLINE_MESSAGES } from './offline-messages.ts';

const statusWords = i18n('appStatus', { offline: OFFLINE_MESSAGES.banner, newVersion: 'A new version is available', reload: 'Reload' });

/** Over the phone's bottom bar (h-16), at the bottom of a desktop window. */
const PLACE = 'pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center px-3 pb-[calc(4.75rem+env(safe-area-inset-bottom))] md:pb-5';

/** How far up from the window's bottom the notices reach (0 when there are none). */
export const NOTICE_INSET_VAR = '--app-notice-inset';

/**
 * Publishes the room the notices take at the bottom of the window as a CSS variable, so a
 * full-screen view (the feed) lifts its own controls above them instead of being covered
 * (issue 24 #18: the offline strip hid the feed's price, View details and Share).
 */
function useNoticeInset(box: RefObject<HTMLDivElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const el = box.current;
    if (!shown || !el) return;
    const publish = () => root.style.setProperty(NOTICE_INSET_VAR, `${Math.max(0, window.innerHeight - el.getBoundingClientRect().top + 8)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    window.addEventListener('resize', publish);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', publish);
      root.style.removeProperty(NOTICE_INSET_VAR);
    };
  }, [box, shown]);
}

/**
 * The app's connection and version notices: offline, a strip saying what still works; a new
 * version installed, "Reload" (the worker waits for it, so an open tab never changes build under the person).
 */
export function AppStatus() {
  const online = useOnlineStatus();
  const applyUpdate = useSyncExternalStore(updateStore.subscribe, updateStore.getSnapshot, updateStore.getServerSnapshot);
  const box = useRef<HTMLDivElement>(null);
  const t = useWords(statusWords);
  const shown = !online || Boolean(applyUpdate);
  useNoticeInset(box, shown);
  if (!shown) return null;
  return (
    <div className={PLACE}>
      <div ref={box} className="pointer-events-auto flex max-w-md flex-col gap-2">
        {!online && (
          <p role="status" data-testid="offline-banner" className="rounded-xl bg-slate-900/95 px-4 py-2 text-sm text-white shadow-lg">
            {t.offline}
          </p>
        )}
        {applyUpdate && (
          <div role="status" data-testid="update-available" className="flex items-center gap-3 rounded-xl bg-brand-900 px-4 py-2 text-sm text-white shadow-lg">
            <span>{t.newVersion}</span>
            <button type="button" onClick={applyUpdate} className="ml-auto rounded-lg bg-white px-3 py-1 font-semibold text-brand-900">
              {t.reload}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

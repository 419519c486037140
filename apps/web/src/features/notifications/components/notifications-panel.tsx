import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { NOTIFICATION_DROPDOWN_ITEMS } from '@sokoni/contracts/constants';
import type { Notification } from '@sokoni/contracts/notifications';
import { useState } from 'react';
import { cn } from '@/components/cn.ts';
import { BellIcon } from '@/components/icons.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import { useToastsClearOfTop } from '@/components/toast/toast-context.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { viewForNotificationLink } from '../notification-link.ts';
import { NotificationItem } from './notification-item.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { notificationsWords } from '../notifications-words.ts';

function LoadingRows() {
  const t = useWords(notificationsWords);
  return (
    <div role="status" aria-label={t.loading} className="space-y-3 px-3 py-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-3.5 w-2/3" />
            <Skeleton className="h-3 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The dropdown's body, mounted only while it is open: the list is fetched on every open (doc 1
 * §2.3) and at most 20 of the 50 fetched are shown.
 */
export function NotificationsPanel({ userId, unreadCount }: { userId: string; unreadCount: number }) {
  const t = useWords(notificationsWords);
  const list = useNotifications(userId);
  const markRead = useMarkNotificationRead(userId);
  const markAll = useMarkAllRead(userId);
  const { push } = useNavigation();
  // A notification pushed while the list is open toasts too: below, not over the list's top.
  useToastsClearOfTop();
  // Times read relative to when the dropdown opened (it is remounted on every open).
  const [now] = useState(() => Date.now());
  const items = list.data?.notifications.slice(0, NOTIFICATION_DROPDOWN_ITEMS) ?? [];
  const anyUnread = unreadCount > 0 || items.some((n) => !n.isRead);

  const open = (notification: Notification): boolean => {
    if (!notification.isRead) markRead.mutate(notification._id);
    const target = viewForNotificationLink(notification.data?.link, window.location.origin);
    if (target) push(target.view, target.params);
    return target !== null;
  };

  return (
    <>
      <div className="flex items-center justify-between gap-2 px-2 py-1.5">
        <DropdownMenu.Label className="font-bold text-slate-900">{t.notifications}</DropdownMenu.Label>
        <DropdownMenu.Item
          disabled={!anyUnread}
          onSelect={(event) => {
            event.preventDefault(); // stay open: the list shows the result
            markAll.mutate();
          }}
          className={cn(
            'rounded-lg px-2 py-1 text-sm font-semibold outline-none',
            anyUnread ? 'cursor-pointer text-brand-700 data-[highlighted]:bg-brand-50' : 'text-slate-400',
          )}
        >
          {t.markAllRead}
        </DropdownMenu.Item>
      </div>
      <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
      <div className="min-h-0 flex-1 space-y-1 overflow-y-auto overscroll-contain">
        {list.data ? (
          items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-3 py-8 text-center text-sm text-slate-500">
              <BellIcon size={28} className="text-slate-300" />
              <p>{t.none}</p>
            </div>
          ) : (
            items.map((notification) => <NotificationItem key={notification._id} notification={notification} now={now} onOpen={open} />)
          )
        ) : list.isError ? (
          <div className="px-3 py-6 text-center text-sm text-slate-600">
            <p>{t.loadFailed}</p>
            <DropdownMenu.Item
              onSelect={(event) => {
                event.preventDefault();
                void list.refetch();
              }}
              className="mx-auto mt-2 w-fit cursor-pointer rounded-lg px-3 py-1.5 font-semibold text-brand-700 outline-none data-[highlighted]:bg-brand-50"
            >
              {t.tryAgain}
            </DropdownMenu.Item>
          </div>
        ) : (
          <LoadingRows />
        )}
      </div>
    </>
  );
}

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Notification } from '@sokoni/contracts/notifications';
import { Avatar } from '@/components/avatar.tsx';
import { cn } from '@/components/cn.ts';
import { formatRelativeTime } from '@/lib/format/relative-time.ts';
import { NotificationTypeIcon } from './notification-type-icon.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { notificationsWords } from '../notifications-words.ts';

type Props = {
  notification: Notification;
  now: number;
  /** Return false to keep the menu open (nothing to open). */
  onOpen: (notification: Notification) => boolean;
};

/** One row: who (avatar, or the type's icon), what, when; unread rows are tinted and dotted. */
export function NotificationItem({ notification, now, onOpen }: Props) {
  const t = useWords(notificationsWords);
  const { data, isRead } = notification;
  const actorName = data?.actorName ?? '';
  return (
    <DropdownMenu.Item
      onSelect={(event) => {
        if (!onOpen(notification)) event.preventDefault();
      }}
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl px-3 py-2.5 outline-none data-[highlighted]:bg-slate-100',
        !isRead && 'bg-brand-50/70',
      )}
    >
      <span className="relative mt-0.5">
        {actorName || data?.actorAvatar ? (
          <>
            <Avatar name={actorName} src={data?.actorAvatar} size={40} />
            <NotificationTypeIcon type={notification.type} size={20} className="absolute -right-1 -bottom-1 ring-2 ring-white" />
          </>
        ) : (
          <NotificationTypeIcon type={notification.type} size={40} />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm text-slate-900', isRead ? 'font-medium' : 'font-bold')}>{notification.title}</span>
        <span className="line-clamp-2 block text-sm break-words text-slate-600">{notification.message}</span>
        <time dateTime={notification.createdAt} className="mt-0.5 block text-xs text-slate-500">
          {formatRelativeTime(notification.createdAt, now)}
        </time>
      </span>
      {!isRead && (
        <span className="mt-2 size-2.5 shrink-0 rounded-full bg-brand-600">
          <span className="sr-only">{t.unread}</span>
        </span>
      )}
    </DropdownMenu.Item>
  );
}

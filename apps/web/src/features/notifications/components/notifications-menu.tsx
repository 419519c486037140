import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { NOTIFICATION_DROPDOWN_ITEMS } from '@sokoni/contracts/constants';
import { CountBadge } from '@/components/badge.tsx';
import { cn } from '@/components/cn.ts';
import { BellIcon } from '@/components/icons.tsx';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import { useSession } from '@/lib/session/use-session.ts';

type NotificationItem = { id: string; title: string; message: string; isRead: boolean };

const bellClasses = (dark: boolean) =>
  cn(
    'relative flex size-11 items-center justify-center rounded-full transition-colors',
    dark ? 'text-white hover:bg-white/10' : 'text-slate-700 hover:bg-slate-100',
  );

/**
 * The bell and its dropdown (doc 1 §2.3). Nothing sends notifications yet, so the list is empty
 * and the badge hidden; signed out, the bell asks the visitor to sign in.
 */
export function NotificationsMenu({ dark = false }: { dark?: boolean }) {
  const session = useSession();
  const requireLogin = useRequireLogin('general');
  const items: NotificationItem[] = [];
  const unread = items.filter((n) => !n.isRead).length;

  if (session.status !== 'authenticated') {
    return (
      <button type="button" aria-label="Notifications" className={bellClasses(dark)} onClick={requireLogin}>
        <BellIcon size={22} />
      </button>
    );
  }
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger aria-label="Notifications" className={bellClasses(dark)}>
        <BellIcon size={22} />
        <CountBadge count={unread} label="unread notifications" className="absolute top-1 right-1" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-[min(22rem,calc(100vw-1.5rem))] animate-fade-in rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <div className="flex items-center justify-between px-2 py-1.5">
            <DropdownMenu.Label className="font-bold text-slate-900">Notifications</DropdownMenu.Label>
            <DropdownMenu.Item
              disabled={unread === 0}
              className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 outline-none data-[disabled]:text-slate-400 data-[highlighted]:bg-brand-50"
            >
              Mark all as read
            </DropdownMenu.Item>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          {items.length === 0 ? (
            <p className="px-3 py-8 text-center text-sm text-slate-500">No notifications</p>
          ) : (
            items.slice(0, NOTIFICATION_DROPDOWN_ITEMS).map((item) => (
              <DropdownMenu.Item key={item.id} className="rounded-xl px-3 py-2.5 outline-none data-[highlighted]:bg-slate-50">
                <p className="text-sm font-semibold text-slate-900">{item.title}</p>
                <p className="text-sm text-slate-600">{item.message}</p>
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

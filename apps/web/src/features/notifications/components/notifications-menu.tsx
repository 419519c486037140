import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { formatBadgeCount } from '@sokoni/contracts/constants';
import { CountBadge } from '@/components/badge.tsx';
import { cn } from '@/components/cn.ts';
import { BellIcon } from '@/components/icons.tsx';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { NotificationsPanel } from './notifications-panel.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { notificationsWords } from '../notifications-words.ts';

const bellClasses = (dark: boolean) =>
  cn(
    'relative flex size-11 items-center justify-center rounded-full transition-colors',
    dark ? 'text-white hover:bg-white/10 data-[state=open]:bg-white/10' : 'text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100',
  );

function SignedInMenu({ userId, dark, defaultOpen }: { userId: string; dark: boolean; defaultOpen?: boolean }) {
  const t = useWords(notificationsWords);
  const unreadCount = useUnreadCount(userId).data ?? 0;
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        aria-label={unreadCount > 0 ? t.bellUnread({ count: formatBadgeCount(unreadCount) }) : t.notifications}
        className={bellClasses(dark)}
      >
        <BellIcon size={22} />
        <CountBadge count={unreadCount} label={t.unreadNotifications} className="absolute top-1 right-1" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        {/* Fits a 390 px phone: the screen's width less a margin, and the height left below the bell. */}
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 flex max-h-[min(34rem,calc(var(--radix-dropdown-menu-content-available-height)-0.5rem))] w-[min(24rem,calc(100vw-1.5rem))] animate-fade-in flex-col rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <NotificationsPanel userId={userId} unreadCount={unreadCount} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The bell and its dropdown (doc 1 §2.3); signed out, the bell asks the visitor to sign in. */
export function NotificationsMenu({ dark = false, defaultOpen }: { dark?: boolean; defaultOpen?: boolean }) {
  const t = useWords(notificationsWords);
  const session = useSession();
  const requireLogin = useRequireLogin('general');
  if (session.status !== 'authenticated') {
    return (
      <button type="button" aria-label={t.notifications} className={bellClasses(dark)} onClick={requireLogin}>
        <BellIcon size={22} />
      </button>
    );
  }
  return <SignedInMenu userId={session.user.id} dark={dark} defaultOpen={defaultOpen} />;
}

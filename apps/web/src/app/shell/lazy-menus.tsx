import type { User } from '@sokoni/contracts/users';
import { lazy, Suspense, useState } from 'react';
import { Avatar } from '@/components/avatar.tsx';
import { cn } from '@/components/cn.ts';
import { BellIcon } from '@/components/icons.tsx';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import { userDisplayName } from '@/lib/format/user-name.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { shellWords } from './shell-words.ts';

// The dropdown menus (Radix + floating-ui) are not needed for the first paint of the feed:
// they load right after it, behind look-alike placeholders (the feed's JS budget, ≤ 150 KB gzip).
const NotificationsMenu = lazy(() => import('@/features/notifications/components/notifications-menu.tsx').then((m) => ({ default: m.NotificationsMenu })));
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

function BellButton({ dark, onClick }: { dark: boolean; onClick: () => void }) {
  const t = useWords(shellWords);
  return (
    <button
      type="button"
      aria-label={t.notifications}
      onClick={onClick}
      className={cn('relative flex size-11 items-center justify-center rounded-full transition-colors', dark ? 'text-white hover:bg-white/10' : 'text-slate-700 hover:bg-slate-100')}
    >
      <BellIcon size={22} />
    </button>
  );
}

// A tap on a placeholder before the menu's code has arrived is kept: the menu opens when it does.

export function LazyNotificationsMenu({ dark = false }: { dark?: boolean }) {
  const session = useSession();
  const requireLogin = useRequireLogin('general');
  const [tapped, setTapped] = useState(false);
  // A guest's bell only asks them to sign in: the menu's code is for signed-in users.
  if (session.status !== 'authenticated') return <BellButton dark={dark} onClick={requireLogin} />;
  return (
    <Suspense fallback={<BellButton dark={dark} onClick={() => setTapped(true)} />}>
      <NotificationsMenu dark={dark} defaultOpen={tapped} />
    </Suspense>
  );
}

export function LazyUserMenu({ user }: { user: User }) {
  const name = userDisplayName(user);
  const [tapped, setTapped] = useState(false);
  const t = useWords(shellWords);
  return (
    <Suspense
      fallback={
        <button type="button" aria-label={t.accountMenu} onClick={() => setTapped(true)} className="flex min-w-0 items-center gap-2 rounded-full py-1 pr-2.5 pl-1 text-slate-800">
          <Avatar name={name} src={user.avatar} size={34} />
          <span data-testid="header-user-name" className="min-w-0 truncate text-sm font-semibold">
            {name}
          </span>
        </button>
      }
    >
      <UserMenu user={user} defaultOpen={tapped} />
    </Suspense>
  );
}

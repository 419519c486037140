import type { User } from '@sokoni/contracts/users';
import { Button } from '@/components/button.tsx';
import { cn } from '@/components/cn.ts';
import { CountBadge } from '@/components/badge.tsx';
import { ChatIcon, SearchIcon } from '@/components/icons.tsx';
import { ViewLink } from '@/components/view-link.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import type { ViewName } from '@/lib/navigation/views.ts';
import { Logo } from './logo.tsx';
import { LazyNotificationsMenu, LazyUserMenu } from './lazy-menus.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { shellWords } from './shell-words.ts';

/** doc 1 §2.3: the desktop header (≥ 768 px). */
export function DesktopHeader({ user, currentView, unreadMessages }: { user: User | null; currentView: ViewName; unreadMessages: number }) {
  const { push } = useNavigation();
  const t = useWords(shellWords);
  const links: Array<{ view: ViewName; label: string }> = [
    { view: 'browse', label: t.browse },
    { view: 'discover', label: t.aiDiscovery },
    { view: 'shop', label: t.sellProducts },
    { view: 'account', label: user?.role === 'dealer' ? t.dashboard : t.account },
  ];
  return (
    <header className="sticky top-0 z-40 hidden border-b border-slate-200/80 bg-white md:block">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-6">
        <Logo />
        <nav aria-label={t.main} className="flex shrink-0 items-center gap-1">
          {links.map((link) => {
            const active = link.view === currentView;
            return (
              <ViewLink
                key={link.view}
                view={link.view}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'rounded-lg px-3 py-2 text-[15px] font-semibold transition-colors',
                  active ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                {link.label}
              </ViewLink>
            );
          })}
        </nav>
        {/* The search box gives way first; the name is cut only when there is no room left (issue 24 #15). */}
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <button
            type="button"
            onClick={() => push('discover')}
            className="flex h-10 w-56 min-w-36 shrink-[100] items-center gap-2 rounded-full border border-slate-200 bg-slate-50 px-4 text-sm text-slate-500 transition-colors hover:border-slate-300 hover:bg-white lg:w-72"
          >
            <SearchIcon size={18} />
            {t.search}
          </button>
          {user && (
            <ViewLink
              view="messages"
              aria-label={t.messages}
              aria-current={currentView === 'messages' || currentView === 'chat' ? 'page' : undefined}
              className="relative rounded-full p-2.5 text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900"
            >
              <ChatIcon size={22} />
              <CountBadge count={unreadMessages} label={t.unreadMessages} className="absolute -top-0.5 -right-0.5" />
            </ViewLink>
          )}
          <LazyNotificationsMenu />
          {user ? (
            <LazyUserMenu user={user} />
          ) : (
            <Button onClick={() => push('login')} className="ml-1">
              {t.signIn}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}

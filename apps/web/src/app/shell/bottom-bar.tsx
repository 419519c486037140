import type { ReactNode } from 'react';
import { CountBadge } from '@/components/badge.tsx';
import { cn } from '@/components/cn.ts';
import { ChatIcon, CompassIcon, PlayIcon, StoreIcon, UserIcon } from '@/components/icons.tsx';
import { ViewLink } from '@/components/view-link.tsx';
import type { ViewName } from '@/lib/navigation/views.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { shellWords } from './shell-words.ts';

type Item = { view: ViewName; label: string; icon: ReactNode; badge?: number };

type Props = { currentView: ViewName; signedIn: boolean; unreadMessages: number; dark: boolean };

/** doc 1 §2.3: the mobile bottom bar (≤ 767 px). Messages only when signed in. */
export function BottomBar({ currentView, signedIn, unreadMessages, dark }: Props) {
  const t = useWords(shellWords);
  const items: Item[] = [
    { view: 'tiktok', label: t.browse, icon: <PlayIcon size={24} /> },
    { view: 'discover', label: t.discover, icon: <CompassIcon size={24} /> },
    { view: 'shop', label: t.shop, icon: <StoreIcon size={24} /> },
    ...(signedIn ? [{ view: 'messages' as const, label: t.messages, icon: <ChatIcon size={24} />, badge: unreadMessages }] : []),
    { view: 'account', label: t.account, icon: <UserIcon size={24} /> },
  ];
  return (
    <nav
      aria-label={t.primary}
      className={cn(
        'pb-safe fixed inset-x-0 bottom-0 z-40 border-t md:hidden',
        // A blur behind a bar 95 % opaque shows nothing, yet costs a phone a layer redrawn on every scroll.
        dark ? 'border-white/10 bg-slate-950/90 backdrop-blur-lg' : 'border-slate-200 bg-white/95',
      )}
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch">
        {items.map((item) => {
          const active = item.view === currentView;
          return (
            <li key={item.view} className="flex-1">
              <ViewLink
                view={item.view}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-full flex-col items-center justify-center gap-0.5 text-[11px] font-semibold transition-colors',
                  active ? (dark ? 'text-accent-400' : 'text-brand-700') : dark ? 'text-white/75 hover:text-white' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                <span className="relative">
                  {item.icon}
                  {item.badge !== undefined && <CountBadge count={item.badge} label={t.unreadMessages} className="absolute -top-1.5 -right-2.5" />}
                </span>
                {item.label}
              </ViewLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

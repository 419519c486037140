import { Button } from '@/components/button.tsx';
import { cn } from '@/components/cn.ts';
import { SearchIcon, ShieldCheckIcon } from '@/components/icons.tsx';
import { ViewLink } from '@/components/view-link.tsx';
import { LazyNotificationsMenu } from './lazy-menus.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { Logo } from './logo.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { shellWords } from './shell-words.ts';

/** The phone's top row: logo, search, bell, Sign In for guests, and the console's door for admins. */
export function MobileTopBar({ signedIn, admin = false, dark }: { signedIn: boolean; admin?: boolean; dark: boolean }) {
  const { push } = useNavigation();
  const t = useWords(shellWords);
  return (
    <header
      className={cn(
        'pt-safe sticky top-0 z-40 md:hidden',
        dark ? 'bg-slate-950 text-white' : 'border-b border-slate-200/80 bg-white/95',
      )}
    >
      <div className="flex h-14 items-center gap-1 px-3">
        <Logo dark={dark} />
        <div className="ml-auto flex items-center gap-0.5">
          <button
            type="button"
            aria-label={t.search}
            onClick={() => push('discover')}
            className={cn('flex size-11 items-center justify-center rounded-full', dark ? 'hover:bg-white/10' : 'text-slate-700 hover:bg-slate-100')}
          >
            <SearchIcon size={22} />
          </button>
          <LazyNotificationsMenu dark={dark} />
          {admin && (
            <ViewLink
              view="admin"
              aria-label={t.adminConsole}
              className={cn('flex size-11 items-center justify-center rounded-full', dark ? 'hover:bg-white/10' : 'text-slate-700 hover:bg-slate-100')}
            >
              <ShieldCheckIcon size={22} />
            </ViewLink>
          )}
          {!signedIn && (
            <Button size="sm" variant={dark ? 'accent' : 'primary'} onClick={() => push('login')} className="ml-1">
              {t.signIn}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}

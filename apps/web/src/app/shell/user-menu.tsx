import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { User } from '@sokoni/contracts/users';
import { userDisplayName } from '@/lib/format/user-name.ts';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/avatar.tsx';
import { ChevronDownIcon, HeartIcon, LogOutIcon, SettingsIcon, ShieldCheckIcon, UserIcon, CarIcon } from '@/components/icons.tsx';
import { formatPhoneForDisplay } from '@/lib/format/phone.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { logout } from '@/lib/session/logout.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { shellWords } from './shell-words.ts';

const itemClasses =
  'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium text-slate-800 outline-none data-[highlighted]:bg-slate-100';

function MenuItem({ icon, children, onSelect, danger }: { icon: ReactNode; children: ReactNode; onSelect: () => void; danger?: boolean }) {
  return (
    <DropdownMenu.Item onSelect={onSelect} className={danger ? `${itemClasses} text-red-700 data-[highlighted]:bg-red-50` : itemClasses}>
      <span className={danger ? 'text-red-600' : 'text-slate-500'}>{icon}</span>
      {children}
    </DropdownMenu.Item>
  );
}

/** doc 1 §2.3: name, phone, role label, and the account entries. */
export function UserMenu({ user, defaultOpen }: { user: User; defaultOpen?: boolean }) {
  const { push } = useNavigation();
  const name = userDisplayName(user);
  const dealer = user.role === 'dealer';
  const t = useWords(shellWords);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        aria-label={t.accountMenu}
        className="flex min-w-0 items-center gap-2 rounded-full py-1 pr-2.5 pl-1 text-slate-800 transition-colors hover:bg-slate-100 data-[state=open]:bg-slate-100"
      >
        <Avatar name={name} src={user.avatar} size={34} />
        <span data-testid="header-user-name" className="min-w-0 truncate text-sm font-semibold">
          {name}
        </span>
        <ChevronDownIcon size={16} className="shrink-0 text-slate-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 w-72 animate-fade-in rounded-2xl border border-slate-200 bg-white p-2 shadow-xl">
          <div className="flex items-center gap-3 px-3 py-3">
            <Avatar name={name} src={user.avatar} size={42} />
            <div className="min-w-0">
              <p className="truncate font-bold text-slate-900">{name}</p>
              <p className="truncate text-sm text-slate-500 tabular-nums">{formatPhoneForDisplay(user.phoneNumber)}</p>
              <p className="mt-0.5 text-xs font-semibold text-brand-700">{dealer ? t.dealerAccount : t.customerAccount}</p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          {dealer ? (
            <MenuItem icon={<CarIcon size={18} />} onSelect={() => push('dealer')}>
              {t.dealerDashboard}
            </MenuItem>
          ) : (
            <MenuItem icon={<UserIcon size={18} />} onSelect={() => push('account')}>
              {t.myAccount}
            </MenuItem>
          )}
          <MenuItem icon={<HeartIcon size={18} />} onSelect={() => push('favorites')}>
            {t.likedItems}
          </MenuItem>
          <MenuItem icon={<SettingsIcon size={18} />} onSelect={() => push('settings')}>
            {t.accountSettings}
          </MenuItem>
          {user.role === 'admin' && (
            <MenuItem icon={<ShieldCheckIcon size={18} />} onSelect={() => push('admin')}>
              {t.adminConsole}
            </MenuItem>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <MenuItem danger icon={<LogOutIcon size={18} />} onSelect={() => void logout()}>
            {t.signOut}
          </MenuItem>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

import type { ReactNode } from 'react';
import { CarIcon, ChevronRightIcon, HeartIcon, HelpIcon, SettingsIcon, StoreIcon, WalletIcon } from '@/components/icons.tsx';
import { ViewLink } from '@/components/view-link.tsx';
import type { ViewName } from '@/lib/navigation/views.ts';

const SECTIONS: Array<{ title: string; links: Array<{ view: ViewName; label: string; icon: ReactNode }> }> = [
  {
    title: 'Shopping',
    links: [
      { view: 'shop', label: 'My Shop', icon: <StoreIcon size={20} /> },
      { view: 'favorites', label: 'My Favorites', icon: <HeartIcon size={20} /> },
      { view: 'wallet', label: 'Wallet', icon: <WalletIcon size={20} /> },
    ],
  },
  {
    title: 'Support and Settings',
    links: [
      { view: 'settings', label: 'Settings', icon: <SettingsIcon size={20} /> },
      { view: 'help', label: 'Help and Support', icon: <HelpIcon size={20} /> },
    ],
  },
];

const DEALER_LINK = { view: 'dealer' as const, label: 'Dealer Dashboard', icon: <CarIcon size={20} /> };

export function AccountLinks({ dealer }: { dealer: boolean }) {
  const sections = dealer ? [{ ...SECTIONS[0]!, links: [DEALER_LINK, ...SECTIONS[0]!.links] }, ...SECTIONS.slice(1)] : SECTIONS;
  return (
    <>
      {sections.map((section) => (
        <nav key={section.title} aria-label={section.title} className="rounded-2xl border border-slate-200/80 bg-white shadow-sm">
          <h3 className="px-5 pt-4 pb-1 text-xs font-bold tracking-wider text-slate-500 uppercase">{section.title}</h3>
          <ul className="divide-y divide-slate-100">
            {section.links.map((link) => (
              <li key={link.view}>
                <ViewLink view={link.view} className="flex items-center gap-3 px-5 py-3.5 font-medium text-slate-800 hover:bg-slate-50">
                  <span className="flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{link.icon}</span>
                  <span className="flex-1">{link.label}</span>
                  <ChevronRightIcon size={18} className="text-slate-400" />
                </ViewLink>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  );
}

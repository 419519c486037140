import type { ReactNode } from 'react';
import { BellIcon, CarIcon, ChevronRightIcon, HeartIcon, HelpIcon, SettingsIcon, ShieldCheckIcon, StoreIcon, TagIcon } from '@/components/icons.tsx';
import { ViewLink } from '@/components/view-link.tsx';
import type { ViewName } from '@/lib/navigation/views.ts';
import type { AccountWords } from '../account-words.ts';

type Item = { label: string; icon: ReactNode; detail?: string } & ({ view: ViewName } | { onClick: () => void });
type Section = { title: string; items: Item[] };

const ROW = 'flex w-full items-center gap-3 px-5 py-3.5 text-left font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500';

function RowContent({ item }: { item: Item }) {
  return (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{item.icon}</span>
      <span className="flex-1">{item.label}</span>
      {item.detail && <span className="text-sm font-semibold text-slate-500 tabular-nums">{item.detail}</span>}
      <ChevronRightIcon size={18} className="text-slate-400" />
    </>
  );
}

export function AccountSection({ section }: { section: Section }) {
  return (
    <nav aria-label={section.title} className="rounded-2xl border border-slate-200/80 bg-white shadow-sm">
      <h3 className="px-5 pt-4 pb-1 text-xs font-bold tracking-wider text-slate-500 uppercase">{section.title}</h3>
      <ul className="divide-y divide-slate-100">
        {section.items.map((item) => (
          <li key={item.label}>
            {'view' in item ? (
              <ViewLink view={item.view} className={ROW}>
                <RowContent item={item} />
              </ViewLink>
            ) : (
              <button type="button" onClick={item.onClick} className={ROW}>
                <RowContent item={item} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

type Props = { t: AccountWords; dealer: boolean; likedCount: number | undefined; verificationPercent: number; onVerify: () => void; onNotifications: () => void };

/** doc 2 §2.7 sections, in order; the Wallet card sits between Account and Security and Support and Settings. */
export function accountSections({ t, dealer, likedCount, verificationPercent, onVerify, onNotifications }: Props): { shopping: Section; security: Section; support: Section } {
  const shopping: Item[] = [
    { view: 'shop', label: t.myShop, icon: <StoreIcon size={20} /> },
    { view: 'favorites', label: t.myFavorites, icon: <HeartIcon size={20} />, detail: likedCount === undefined ? undefined : t.saved({ count: likedCount }) },
    { view: 'offers', label: t.myOffers, icon: <TagIcon size={20} /> },
  ];
  return {
    shopping: { title: t.shopping, items: dealer ? [{ view: 'dealer', label: t.dealerDashboard, icon: <CarIcon size={20} /> }, ...shopping] : shopping },
    security: {
      title: t.accountAndSecurity,
      items: [
        { onClick: onVerify, label: t.getVerified, icon: <ShieldCheckIcon size={20} />, detail: t.complete({ percent: verificationPercent }) },
        { onClick: onNotifications, label: t.notifications, icon: <BellIcon size={20} /> },
      ],
    },
    support: {
      title: t.supportAndSettings,
      items: [
        { view: 'settings', label: t.settings, icon: <SettingsIcon size={20} /> },
        { view: 'help', label: t.helpAndSupport, icon: <HelpIcon size={20} /> },
      ],
    },
  };
}

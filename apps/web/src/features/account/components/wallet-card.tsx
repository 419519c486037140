import { ChevronRightIcon, WalletIcon } from '@/components/icons.tsx';
import { ViewLink } from '@/components/view-link.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { accountWords } from '../account-words.ts';

/** doc 2 §2.7: the Wallet card opens the wallet. */
export function WalletCard() {
  const t = useWords(accountWords);
  return (
    <ViewLink
      view="wallet"
      className="flex items-center gap-4 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <span className="flex size-11 items-center justify-center rounded-xl bg-white/15">
        <WalletIcon size={22} />
      </span>
      <span className="flex-1">
        <span className="block text-lg font-bold">{t.wallet}</span>
        <span className="block text-sm text-white/80 max-sm:hidden">{t.walletHint}</span>
      </span>
      <span className="flex items-center gap-1 text-sm font-semibold">
        {t.accessWallet} <ChevronRightIcon size={18} />
      </span>
    </ViewLink>
  );
}

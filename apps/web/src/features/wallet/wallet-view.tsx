import { useMemo } from 'react';
import { Banner } from '@/components/banner.tsx';
import { Button } from '@/components/button.tsx';
import { GlobeIcon, PlusIcon, UploadIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { TransactionRow } from './components/transaction-row.tsx';
import { formatPrice } from '@sokoni/contracts/money';
import { recentTransactions, sampleWallet } from './sample-wallet.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { walletWords } from './wallet-words.ts';

/** Wallet (doc 2 §2.12): sample figures only and no calls; adding funds, withdrawing and the language are coming soon. */
export function WalletView() {
  const toast = useToast();
  const t = useWords(walletWords);
  const wallet = useMemo(() => sampleWallet(undefined, t), [t]);
  const recent = recentTransactions(wallet.transactions);
  const soon = (feature: string) => toast.info(t.comingSoon({ feature }));
  return (
    <Page
      title={t.wallet}
      actions={
        <Button variant="ghost" size="sm" onClick={() => soon(t.choosingLanguage)} aria-label={t.language}>
          <GlobeIcon size={18} /> <span className="max-sm:sr-only">{t.language}</span>
        </Button>
      }
    >
      <div className="space-y-4">
        <Banner tone="info">
          <strong className="font-semibold">{t.preview}</strong> {t.previewText}
        </Banner>
        <section aria-label={t.balance} className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 p-6 text-white shadow-lg">
          <p className="text-sm font-medium text-white/75">{t.available}</p>
          <p className="mt-1 text-4xl font-extrabold tracking-tight tabular-nums">{formatPrice(wallet.balance, wallet.currency)}</p>
          <p className="mt-2 text-sm text-white/80">
            {t.unconfirmed} <span className="font-semibold tabular-nums">{formatPrice(wallet.unconfirmedBalance, wallet.currency)}</span>
          </p>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <Button variant="accent" onClick={() => soon(t.addingFunds)}>
              <PlusIcon size={18} /> {t.addFunds}
            </Button>
            <Button variant="inverse" onClick={() => soon(t.withdrawing)}>
              <UploadIcon size={18} /> {t.withdraw}
            </Button>
          </div>
        </section>
        <Card>
          <h2 className="px-5 pt-4 pb-1 text-xs font-bold tracking-wider text-slate-500 uppercase">{t.recent}</h2>
          <ul className="divide-y divide-slate-100">
            {recent.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} currency={wallet.currency} />
            ))}
          </ul>
        </Card>
      </div>
    </Page>
  );
}

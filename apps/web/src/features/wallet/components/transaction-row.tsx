import { cn } from '@/components/cn.ts';
import { formatDate } from '@/lib/format/date.ts';
import { formatPrice } from '@sokoni/contracts/money';
import type { WalletTransaction } from '../sample-wallet.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { walletWords } from '../wallet-words.ts';

const STATUS = {
  completed: { label: 'completed', className: 'bg-emerald-100 text-emerald-800' },
  pending: { label: 'pending', className: 'bg-amber-100 text-amber-800' },
  failed: { label: 'failed', className: 'bg-red-100 text-red-800' },
} as const satisfies Record<WalletTransaction['status'], { label: string; className: string }>;

export function TransactionRow({ transaction, currency }: { transaction: WalletTransaction; currency: string }) {
  const t = useWords(walletWords);
  const credit = transaction.type === 'credit';
  const status = STATUS[transaction.status];
  return (
    <li className="flex items-center gap-3 px-5 py-3.5">
      <span
        aria-hidden="true"
        className={cn('flex size-10 shrink-0 items-center justify-center rounded-full text-lg font-bold', credit ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-700')}
      >
        {credit ? '+' : '−'}
      </span>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 font-medium leading-snug text-slate-900">{transaction.description}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs whitespace-nowrap text-slate-500">
          {formatDate(transaction.date)}
          <span className={cn('rounded-full px-2 py-0.5 font-semibold', status.className)}>{t[status.label]}</span>
        </p>
      </div>
      <p className={cn('shrink-0 font-bold tabular-nums', credit ? 'text-emerald-700' : 'text-slate-900')}>
        <span className="sr-only">{credit ? t.credit : t.debit} </span>
        {credit ? '+' : '−'}
        {formatPrice(transaction.amount, currency)}
      </p>
    </li>
  );
}

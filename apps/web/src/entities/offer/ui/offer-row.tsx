import { formatPrice } from '@sokoni/contracts/money';
import type { Offer } from '@sokoni/contracts/offers';
import { StatusBadge } from '@/components/badge.tsx';
import { ChevronRightIcon } from '@/components/icons.tsx';
import { shownStatus, statusLabel, STATUS_TONE, timeLeft } from '../offer-rules.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { offerWords } from '../offer-words.ts';


/** One offer in a list: the listing, the amount against the asking price, its state; opens its chat. */
export function OfferRow({ offer, now, onOpen }: { offer: Offer; now: number; onOpen: (offer: Offer) => void }) {
  const t = useWords(offerWords);
  const status = shownStatus(offer, now);
  const label = statusLabel(status, t);
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(offer)}
        className="flex w-full items-center gap-3 rounded-2xl px-3 py-3 text-left transition-colors hover:bg-slate-50"
        aria-label={t.rowLabel({ title: offer.productTitle, amount: formatPrice(offer.amount, offer.currency), status: label })}
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-slate-900">{offer.productTitle || t.aListing}</span>
          <span className="block text-sm text-slate-600 tabular-nums">
            {formatPrice(offer.amount, offer.currency)} <span className="text-slate-500">{t.ofAsking({ price: formatPrice(offer.askingPrice, offer.currency) })}</span>
            {offer.madeBy === 'seller' && <span className="text-slate-500">{t.shopCounter}</span>}
          </span>
          {status === 'open' && <span className="block text-xs font-medium text-amber-700">{timeLeft(offer.expiresAt, now, t)}</span>}
        </span>
        <StatusBadge tone={STATUS_TONE[status]}>{label}</StatusBadge>
        <ChevronRightIcon size={18} className="shrink-0 text-slate-400" />
      </button>
    </li>
  );
}

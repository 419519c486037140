import { formatPrice } from '@sokoni/contracts/money';
import type { Offer } from '@sokoni/contracts/offers';
import { useId, useState } from 'react';
import { StatusBadge } from '@/components/badge.tsx';
import { Button } from '@/components/button.tsx';
import { TagIcon } from '@/components/icons.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { ApiError, errorMessage } from '@/lib/api/api-error.ts';
import { useOfferStep, type OfferStepName } from '../api/offers.ts';
import { amountOf, offerAmountError, shownStatus, statusLabel, STATUS_TONE, stepsFor, timeLeft } from '../offer-rules.ts';
import { useMinuteClock } from '../use-minute-clock.ts';
import { AmountField } from './amount-field.tsx';
import { useSellerWord } from './seller-word.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { offerWords } from '../offer-words.ts';

const DONE = { accept: 'offerAccepted', decline: 'offerDeclined', withdraw: 'offerWithdrawn' } as const satisfies Record<Exclude<OfferStepName, 'counter'>, string>;

type Props = { offer: Offer; viewer: 'buyer' | 'seller'; onChanged?: (offer: Offer) => void };

/**
 * An offer in the chat (issue 28): the amount, the asking price, the time left, and the steps the
 * viewer may take. A step that came too late (the other side or the clock got there first) shows
 * the offer as it now stands.
 */
export function OfferCard({ offer, viewer, onChanged }: Props) {
  const t = useWords(offerWords);
  const id = useId();
  const now = useMinuteClock();
  const toast = useToast();
  const step = useOfferStep(offer.id);
  const [countering, setCountering] = useState(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const status = shownStatus(offer, now);
  const steps = stepsFor(offer, viewer, now);
  const byMe = offer.madeBy === viewer;
  const seller = useSellerWord();

  const run = (name: OfferStepName, input?: { amount: number }) =>
    step.mutate(
      { step: name, input },
      {
        onSuccess: (next) => {
          setCountering(false);
          toast.success(name === 'counter' ? t.counterSent : t[DONE[name]]);
          onChanged?.(next);
        },
        onError: (failure) => {
          const current = failure instanceof ApiError && failure.status === 409 ? (failure.data as { offer?: Offer } | undefined)?.offer : undefined;
          if (current) onChanged?.(current);
          toast.error(errorMessage(failure, t.updateFailed));
        },
      },
    );
  const counter = () => {
    const found = offerAmountError(amount, offer.askingPrice, t);
    setError(found);
    if (!found) run('counter', { amount: amountOf(amount) });
  };

  return (
    <section aria-label={t.offerOf({ amount: formatPrice(offer.amount, offer.currency) })} data-testid="offer-card" data-status={status} className="w-72 max-w-full rounded-2xl border border-slate-200 bg-white p-3 text-slate-900 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-1.5 text-xs font-semibold text-slate-600">
          <TagIcon size={14} /> {byMe ? t.yourOffer : offer.madeBy === 'seller' ? (seller === 'Dealer' ? t.dealerOffer : t.shopOffer) : t.buyerOffer}
        </span>
        <StatusBadge tone={STATUS_TONE[status]}>{statusLabel(status, t)}</StatusBadge>
      </div>
      <p className="mt-1 text-2xl font-bold tabular-nums">{formatPrice(offer.amount, offer.currency)}</p>
      <p className="text-xs text-slate-500">
        {t.asking({ price: formatPrice(offer.askingPrice, offer.currency) })} · {offer.productTitle}
      </p>
      {offer.message && <p className="mt-1.5 text-sm break-words">“{offer.message}”</p>}
      {offer.reason && status === 'declined' && <p className="mt-1.5 text-sm text-slate-600">{offer.reason}</p>}
      {status === 'open' && <p className="mt-1.5 text-xs font-medium text-amber-700">{timeLeft(offer.expiresAt, now, t)}</p>}
      {countering ? (
        <form
          noValidate
          className="mt-2 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            counter();
          }}
        >
          <AmountField id={`${id}-counter`} label={t.yourPrice} value={amount} onChange={setAmount} currency={offer.currency} asking={offer.askingPrice} error={error} autoFocus />
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={step.isPending}>
              {t.sendCounter}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setCountering(false)}>
              {t.cancel}
            </Button>
          </div>
        </form>
      ) : (
        steps.length > 0 && (
          <div className="mt-2 flex flex-wrap gap-2">
            {steps.includes('accept') && (
              <Button size="sm" onClick={() => run('accept')} loading={step.isPending && step.variables?.step === 'accept'} disabled={step.isPending}>
                {t.accept}
              </Button>
            )}
            {steps.includes('counter') && (
              <Button variant="outline" size="sm" onClick={() => setCountering(true)} disabled={step.isPending}>
                {t.counter}
              </Button>
            )}
            {steps.includes('decline') && (
              <Button variant="ghost" size="sm" onClick={() => run('decline')} disabled={step.isPending}>
                {t.decline}
              </Button>
            )}
            {steps.includes('withdraw') && (
              <Button variant="ghost" size="sm" onClick={() => run('withdraw')} loading={step.isPending} disabled={step.isPending}>
                {t.withdraw}
              </Button>
            )}
          </div>
        )
      )}
    </section>
  );
}

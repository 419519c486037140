import { currencySymbol } from '@sokoni/contracts/money';
import { SELLER_MESSAGES } from '@sokoni/contracts/seller-rules';
import { useId, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { FormFooter } from '@/components/form-footer.tsx';
import { Field, FieldError, inputClasses } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { describeError } from '@/lib/api/describe-error.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { listingWords } from '../listing-words.ts';
import { sellerSays } from '../seller-messages.ts';
import { optionalPriceProblem } from '../drop-state.ts';
import type { Listing } from '../types.ts';

type Props = {
  listing: Listing | null;
  /** The price of the offer the seller accepted on it (issue 28): the sale price it proposes. */
  agreedPrice?: number;
  onClose: () => void;
  onConfirm: (listing: Listing, soldPrice?: number) => Promise<unknown>;
};

/** Records a sale (there are no orders): the price it went for is optional; the shop's stats count it. */
export function MarkSoldDialog({ listing, agreedPrice, onClose, onConfirm }: Props) {
  const t = useWords(listingWords);
  return (
    <Modal open={listing !== null} onOpenChange={(open) => !open && onClose()} title={t.markSold} description={listing ? t.soldDescription({ title: listing.title }) : undefined}>
      {listing && <SoldForm key={listing.id} listing={listing} agreedPrice={agreedPrice} onClose={onClose} onConfirm={onConfirm} />}
    </Modal>
  );
}

function SoldForm({ listing, agreedPrice, onClose, onConfirm }: { listing: Listing; agreedPrice?: number; onClose: () => void; onConfirm: Props['onConfirm'] }) {
  const t = useWords(listingWords);
  const id = useId();
  const currency = listing.price?.currency || 'USD';
  const [price, setPrice] = useState(agreedPrice ? String(agreedPrice) : listing.price?.amount > 0 ? String(listing.price.amount) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const found = optionalPriceProblem(price) ? SELLER_MESSAGES.soldPriceInvalid : null;
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await onConfirm(listing, price.trim() ? Math.round(Number(price) * 100) / 100 : undefined);
      onClose();
    } catch (error) {
      setProblem(describeError(error, SELLER_MESSAGES.updateFailed));
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field id={`${id}-price`} label={t.soldFor({ currency })} hint={agreedPrice ? t.agreedHint : undefined} hintId={`${id}-agreed`}>
        <div className="relative">
          <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-sm font-semibold text-slate-500">{currencySymbol(currency)}</span>
          <input
            id={`${id}-price`}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={price}
            onChange={(event) => {
              setPrice(event.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            className={`${inputClasses} pl-12`}
          />
        </div>
        <FieldError id={`${id}-error`} message={sellerSays(problem)} />
      </Field>
      <FormFooter onCancel={onClose}>
        <Button type="submit" loading={busy}>
          {t.markSold}
        </Button>
      </FormFooter>
    </form>
  );
}

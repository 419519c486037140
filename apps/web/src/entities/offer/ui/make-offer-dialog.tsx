import { OFFER_MESSAGE_MAX_LENGTH } from '@sokoni/contracts/offer-rules';
import type { Offer } from '@sokoni/contracts/offers';
import { useId, useState } from 'react';
import { Banner } from '@/components/banner.tsx';
import { Button } from '@/components/button.tsx';
import { Field, inputClasses } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { ApiError, errorMessage } from '@/lib/api/api-error.ts';
import { useMakeOffer } from '../api/offers.ts';
import { amountOf, offerAmountError } from '../offer-rules.ts';
import { AmountField } from './amount-field.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { offerWords } from '../offer-words.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: { id: string; title: string; price: number; currency: string };
  shopName: string;
  onSent: (offer: Offer) => void;
};

/** Make an offer (issue 28): an amount up to the asking price and an optional word, sent into the chat with the shop. */
export function MakeOfferDialog({ open, onOpenChange, product, shopName, onSent }: Props) {
  const t = useWords(offerWords);
  const id = useId();
  const send = useMakeOffer(product.id);
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const found = offerAmountError(amount, product.price, t);
    setError(found);
    if (found) return;
    send.mutate(
      { amount: amountOf(amount), message: message.trim() || undefined },
      {
        onSuccess: (offer) => {
          onOpenChange(false);
          onSent(offer);
        },
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fieldErrors.find((f) => f.field === 'amount') : undefined;
          if (field) setError(field.message);
        },
      },
    );
  };

  const fieldFailure = send.error instanceof ApiError && send.error.fieldErrors.some((f) => f.field === 'amount');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.makeAnOffer} description={t.dialogDescription({ shop: shopName })}>
      <form
        noValidate
        className="mt-4 space-y-3.5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {send.isError && !fieldFailure && <Banner tone="error">{errorMessage(send.error, t.sendFailed)}</Banner>}
        <p className="text-sm font-medium text-slate-800">{product.title}</p>
        <AmountField id={`${id}-amount`} label={t.yourOffer} value={amount} onChange={setAmount} currency={product.currency} asking={product.price} error={error} autoFocus />
        <Field id={`${id}-message`} label={t.messageOptional}>
          <textarea
            id={`${id}-message`}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            rows={2}
            maxLength={OFFER_MESSAGE_MAX_LENGTH}
            placeholder={t.messageExample}
            className={`${inputClasses} h-auto py-2.5`}
          />
        </Field>
        <Button type="submit" block size="lg" loading={send.isPending}>
          {t.sendOffer}
        </Button>
      </form>
    </Modal>
  );
}

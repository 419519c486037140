import { currencySymbol } from '@sokoni/contracts/money';
import { PRODUCT_DESCRIPTION, PRODUCT_TITLE } from '@sokoni/contracts/seller-rules';
import { useId, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { Field, FieldError, inputClasses, textareaClasses } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { VoiceInputButton } from '@/entities/assistant/ui/voice-input-button.tsx';
import { useVoiceInput } from '@/entities/assistant/use-voice-input.ts';
import { optionalPriceProblem, videoProblem } from '@/entities/listing/drop-state.ts';
import { listingWords, productDropWords, type DropLabels } from '@/entities/listing/listing-words.ts';
import { sellerSays } from '@/entities/listing/seller-messages.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { listingDialogsWords } from './listing-dialogs-words.ts';
import type { Listing } from '@/entities/listing/types.ts';
import { useDropProduct } from './use-drop-product.ts';
import { FailedStep, ProcessingStep, SuccessStep, UploadingStep } from './drop-product-steps.tsx';
import { VideoPicker } from '@/entities/listing/ui/video-picker.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shopId: string;
  /** doc 2 §5: the selected country's currency code (USD when none). */
  currency: string;
  onCreated: (listing: Listing) => void;
  labels?: DropLabels;
};

type Draft = { video: File | null; title: string; description: string; price: string };
const EMPTY: Draft = { video: null, title: '', description: '', price: '' };

/**
 * Drop Your Product (doc 2 §2.14): a video, optional title, description and price; the upload's
 * real progress, 'Processing', then the success screen ('Back to Shop', 'Add Another Product')
 * or 'Oops, something went wrong!'. Mounted while the dashboard is, so an upload survives closing it.
 */
export function DropProductModal({ open, onOpenChange, shopId, currency, onCreated, labels: given }: Props) {
  const t = useWords(listingDialogsWords);
  const listing = useWords(listingWords);
  const productLabels = useWords(productDropWords);
  const labels = given ?? productLabels;
  const id = useId();
  const drop = useDropProduct(shopId, onCreated);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<{ video?: string | null; price?: string | null }>({});
  const { state } = drop;
  // Spoken words go into the description, like typed ones: the drafter reads the seller's words (issue 25.3).
  const voice = useVoiceInput((spoken) => setDraft((d) => ({ ...d, description: spoken.slice(0, PRODUCT_DESCRIPTION.max) })));

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    voice.stop();
    if (state.step === 'uploading') drop.cancel();
    if (state.step === 'success') {
      drop.reset();
      setDraft(EMPTY);
    }
    onOpenChange(false);
  };
  const submit = () => {
    voice.stop();
    const found = { video: videoProblem(draft.video), price: optionalPriceProblem(draft.price) };
    setErrors(found);
    if (found.video || found.price || !draft.video) return;
    void drop.submit({ video: draft.video, title: draft.title, description: draft.description, price: draft.price, currency });
  };
  const another = () => {
    drop.reset();
    setDraft(EMPTY);
    setErrors({});
  };
  const text = (key: 'title' | 'description' | 'price') => (event: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [key]: event.target.value }));
    if (key === 'price') setErrors((e) => ({ ...e, price: null }));
  };

  return (
    <Modal open={open} onOpenChange={close} title={labels.title} description={state.step === 'form' ? labels.description : undefined} className="md:max-w-lg">
      {voice.engine}
      {state.step === 'uploading' && <UploadingStep percent={state.percent} onCancel={drop.cancel} />}
      {state.step === 'processing' && <ProcessingStep />}
      {state.step === 'success' && (
        <SuccessStep title={labels.successTitle} text={labels.successText} back={labels.back} another={labels.another} onBack={() => close(false)} onAnother={another} />
      )}
      {state.step === 'failed' && <FailedStep message={state.message} onRetry={submit} onEdit={drop.reset} />}
      {state.step === 'form' && (
        <form
          noValidate
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <VideoPicker
            label={labels.video}
            file={draft.video}
            error={sellerSays(errors.video) ?? null}
            onPick={(video) => {
              setDraft((d) => ({ ...d, video }));
              setErrors((e) => ({ ...e, video: video ? videoProblem(video) : null }));
            }}
          />
          <fieldset className="space-y-3.5 rounded-2xl border border-slate-200 p-3.5">
            <legend className="px-1.5 text-sm font-bold text-slate-800">
              {t.details} <span className="font-medium text-slate-500">{t.optional}</span>
            </legend>
            <Field id={`${id}-title`} label={t.title}>
              <input id={`${id}-title`} value={draft.title} onChange={text('title')} maxLength={PRODUCT_TITLE.max} placeholder={t.titlePlaceholder} className={inputClasses} />
            </Field>
            <Field
              id={`${id}-description`}
              label={t.description}
              hint={t.descriptionHint}
              hintId={`${id}-description-hint`}
              badge={
                <VoiceInputButton
                  listening={voice.listening}
                  transcribing={voice.transcribing}
                  unavailable={voice.unavailable}
                  onToggle={() => voice.toggle(draft.description)}
                  idleLabel={t.describeByVoice}
                  className="size-9"
                />
              }
            >
              <textarea
                id={`${id}-description`}
                value={draft.description}
                onChange={text('description')}
                rows={3}
                maxLength={PRODUCT_DESCRIPTION.max}
                aria-describedby={`${id}-description-hint`}
                className={textareaClasses}
              />
            </Field>
            <Field id={`${id}-price`} label={listing.price({ currency })}>
              <div className="relative">
                <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-sm font-semibold text-slate-500">{currencySymbol(currency)}</span>
                <input
                  id={`${id}-price`}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  value={draft.price}
                  onChange={text('price')}
                  aria-invalid={errors.price ? true : undefined}
                  aria-describedby={errors.price ? `${id}-price-error` : undefined}
                  className={`${inputClasses} pl-12`}
                />
              </div>
              <FieldError id={`${id}-price-error`} message={sellerSays(errors.price)} />
            </Field>
          </fieldset>
          <Button type="submit" block size="lg">
            {labels.submit}
          </Button>
        </form>
      )}
    </Modal>
  );
}

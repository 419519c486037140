import { CATEGORIES, PRODUCT_CONDITIONS } from '@sokoni/contracts/catalog';
import { currencySymbol } from '@sokoni/contracts/money';
import { PRODUCT_DESCRIPTION, PRODUCT_TITLE, SELLER_MESSAGES } from '@sokoni/contracts/seller-rules';
import { useId, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { FormFooter } from '@/components/form-footer.tsx';
import { Field, FieldError, inputClasses, textareaClasses } from '@/components/field.tsx';
import { AlertIcon, CloseIcon, SparklesIcon } from '@/components/icons.tsx';
import { ApiError } from '@/lib/api/api-error.ts';
import { describeError } from '@/lib/api/describe-error.ts';
import { useTaxonomy } from '@/lib/taxonomy/use-taxonomy.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { usePriceSuggestion } from '../api/get-price-suggestion.ts';
import type { ListingChanges } from '../api/update-listing.ts';
import { changesOf, clearError, draftOf, editProblems, isReview, publishFormProblems, suggestedFields, type EditDraft, type EditErrors, type EditField } from '../edit-listing-form.ts';
import { listingWords } from '../listing-words.ts';
import { sellerSays } from '../seller-messages.ts';
import type { Listing } from '../types.ts';
import { PriceSuggestion } from './price-suggestion.tsx';

/**
 * `alwaysVehicle`: the dealer's form, which asks for a vehicle's details whatever the category.
 * `onPublish`: a draft under review also offers Publish (save, then go live).
 */
type Props = {
  listing: Listing;
  alwaysVehicle?: boolean;
  onSave: (changes: ListingChanges) => Promise<unknown>;
  onPublish?: (changes: ListingChanges) => Promise<unknown>;
  onCancel: () => void;
};

/** The fields a server 422 may name, mapped onto the form's. */
const SERVER_FIELDS: Partial<Record<string, EditField>> = { title: 'title', description: 'description', price: 'price', category: 'category', condition: 'condition' };
const CONDITION_NAMES = { new: 'conditionNew', used: 'conditionUsed', refurbished: 'conditionRefurbished' } as const;
/** What a review prompts for where the AI left a field empty. */
const REVIEW_PROMPTS = { title: SELLER_MESSAGES.needTitle, price: SELLER_MESSAGES.needPrice, category: SELLER_MESSAGES.needCategory, condition: SELLER_MESSAGES.needCondition } as const;

/** Marks a field the AI filled in, until the seller changes it. */
function AiSuggestion() {
  const t = useWords(listingWords);
  return (
    <span data-testid="ai-suggestion" className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-bold text-amber-900">
      <SparklesIcon size={12} /> {t.aiSuggestion}
    </span>
  );
}

/** doc 2 §2.14 Edit product: title, description and price prefilled; the category; a vehicle's make, model, year and mileage. */
export function EditListingForm({ listing, alwaysVehicle = false, onSave, onPublish, onCancel }: Props) {
  const t = useWords(listingWords);
  const taxonomy = useTaxonomy();
  const id = useId();
  const [initial] = useState<EditDraft>(() => draftOf(listing));
  const [draft, setDraft] = useState<EditDraft>(initial);
  const [tags, setTags] = useState<string[]>(() => listing.tags ?? []);
  const [errors, setErrors] = useState<EditErrors>({});
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const [saving, setSaving] = useState<'save' | 'publish' | null>(null);
  const review = Boolean(onPublish) && isReview(listing);
  const suggested = suggestedFields(listing);
  const badge = (field: EditField) => (review && suggested.has(field) && draft[field] === initial[field] ? <AiSuggestion /> : undefined);
  const prompt = (field: keyof typeof REVIEW_PROMPTS) => (review ? sellerSays(REVIEW_PROMPTS[field]) : undefined);
  const currency = listing.price?.currency || 'USD';
  // A vehicle's details follow the category chosen in the form: picking another one drops them.
  const vehicle = alwaysVehicle || draft.category === 'vehicles';
  // The price evidence follows the category picked here, not the one the AI drafted in.
  const priceRange = usePriceSuggestion(listing, draft.category);

  const set = (field: EditField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => clearError(e, field));
  };
  const props = (field: EditField) => ({
    id: `${id}-${field}`,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const error = (field: EditField) => <FieldError id={`${id}-${field}-error`} message={sellerSays(errors[field])} />;

  const submit = async (mode: 'save' | 'publish') => {
    const found = mode === 'publish' ? publishFormProblems(draft, { vehicle }) : editProblems(draft, { vehicle });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (mode === 'publish') setFailure({ title: t.publishFailed, message: t.fillMarked });
      return;
    }
    setSaving(mode);
    setFailure(null);
    try {
      const changes = changesOf(draft, listing, { vehicle, tags });
      await (mode === 'publish' && onPublish ? onPublish(changes) : onSave(changes));
    } catch (err) {
      const fields: EditErrors = {};
      if (err instanceof ApiError) for (const f of err.fieldErrors) if (SERVER_FIELDS[f.field]) fields[SERVER_FIELDS[f.field]!] = f.message;
      setErrors(fields);
      const next = Object.keys(fields).length > 0 ? t.fixMarked : t.checkConnection;
      setFailure({ title: mode === 'publish' ? t.publishFailed : sellerSays(SELLER_MESSAGES.updateErrorTitle), message: `${sellerSays(describeError(err, SELLER_MESSAGES.updateFailed)).replace(/[.!]?$/, '.')}${next}` });
      setSaving(null);
    }
  };

  return (
    <form
      noValidate
      className="mt-4 space-y-3.5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(review ? 'publish' : 'save');
      }}
    >
      {failure && (
        <div role="alert" className="flex gap-2.5 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-900">
          <AlertIcon size={18} className="mt-px shrink-0" />
          <div>
            <p className="font-bold">{failure.title}</p>
            <p className="mt-0.5">{failure.message}</p>
          </div>
        </div>
      )}
      {vehicle && (
        <div className="grid grid-cols-2 gap-3">
          <Field id={`${id}-make`} label={t.make}>
            <input {...props('make')} maxLength={60} autoComplete="off" placeholder={t.makeExample} className={inputClasses} />
            {error('make')}
          </Field>
          <Field id={`${id}-model`} label={t.model}>
            <input {...props('model')} maxLength={60} autoComplete="off" placeholder={t.modelExample} className={inputClasses} />
            {error('model')}
          </Field>
          <Field id={`${id}-year`} label={t.year}>
            <input {...props('year')} type="number" inputMode="numeric" min="1950" step="1" className={inputClasses} />
            {error('year')}
          </Field>
          <Field id={`${id}-mileage`} label={t.mileage}>
            <input {...props('mileage')} type="number" inputMode="numeric" min="0" step="1" className={inputClasses} />
            {error('mileage')}
          </Field>
        </div>
      )}
      {review && (
        <p data-testid="review-intro" className="rounded-xl bg-amber-50 px-3.5 py-2.5 text-sm leading-snug text-amber-950">
          {t.reviewIntro}
        </p>
      )}
      <Field id={`${id}-title`} label={t.title} badge={badge('title')}>
        <input {...props('title')} maxLength={PRODUCT_TITLE.max + 20} placeholder={prompt('title')} className={inputClasses} />
        {error('title')}
      </Field>
      <Field id={`${id}-description`} label={t.description} badge={badge('description')}>
        <textarea {...props('description')} rows={4} maxLength={PRODUCT_DESCRIPTION.max + 50} className={textareaClasses} />
        {error('description')}
      </Field>
      <div className="grid gap-3.5 sm:grid-cols-2">
        <Field id={`${id}-price`} label={t.price({ currency })} badge={badge('price')}>
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-sm font-semibold text-slate-500">{currencySymbol(currency)}</span>
            <input {...props('price')} type="number" inputMode="decimal" step="0.01" min="0" placeholder={prompt('price')} className={`${inputClasses} pl-12`} />
          </div>
          {error('price')}
        </Field>
        <Field id={`${id}-category`} label={t.category} badge={badge('category')}>
          <select {...props('category')} className={inputClasses}>
            {!CATEGORIES.some((c) => c.slug === draft.category) && <option value={draft.category}>{prompt('category') ?? t.notChosen}</option>}
            {CATEGORIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {taxonomy.category(c.slug)}
              </option>
            ))}
          </select>
          {error('category')}
        </Field>
        <Field id={`${id}-condition`} label={t.condition}>
          <select {...props('condition')} className={inputClasses}>
            {draft.condition === '' && <option value="">{prompt('condition') ?? t.notChosen}</option>}
            {PRODUCT_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {t[CONDITION_NAMES[c]]}
              </option>
            ))}
          </select>
          {error('condition')}
        </Field>
      </div>
      {tags.length > 0 && (
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-slate-700">{t.tags}</legend>
          <ul aria-label={t.tags} className="flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800">
                {tag}
                <button type="button" aria-label={t.removeTag({ tag })} onClick={() => setTags((all) => all.filter((t) => t !== tag))} className="flex size-7 items-center justify-center rounded-full hover:bg-slate-200">
                  <CloseIcon size={14} />
                </button>
              </li>
            ))}
          </ul>
          <p className="mt-1.5 text-xs text-slate-500">{t.tagsHint}</p>
        </fieldset>
      )}
      <PriceSuggestion range={priceRange} onUse={(amount) => set('price', String(amount))} />
      <FormFooter onCancel={onCancel} className="pt-1">
        {review ? (
          <>
            <Button variant="outline" loading={saving === 'save'} disabled={saving !== null} onClick={() => void submit('save')}>
              {t.saveChanges}
            </Button>
            <Button type="submit" loading={saving === 'publish'} disabled={saving !== null}>
              {t.publish}
            </Button>
          </>
        ) : (
          <Button type="submit" loading={saving !== null}>
            {t.saveChanges}
          </Button>
        )}
      </FormFooter>
    </form>
  );
}

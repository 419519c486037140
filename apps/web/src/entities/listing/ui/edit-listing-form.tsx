import { CATEGORIES } from '@sokoni/contracts/catalog';
import { currencySymbol } from '@sokoni/contracts/countries';
import { PRODUCT_DESCRIPTION, PRODUCT_TITLE, SELLER_MESSAGES } from '@sokoni/contracts/seller-rules';
import { useId, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { Field, FieldError, inputClasses, textareaClasses } from '@/components/field.tsx';
import { AlertIcon } from '@/components/icons.tsx';
import { ApiError } from '@/lib/api/api-error.ts';
import { describeError } from '@/lib/api/describe-error.ts';
import { usePriceSuggestion } from '../api/get-price-suggestion.ts';
import type { ListingChanges } from '../api/update-listing.ts';
import { changesOf, clearError, draftOf, editProblems, type EditDraft, type EditErrors, type EditField } from '../edit-listing-form.ts';
import type { Listing } from '../types.ts';
import { PriceSuggestion } from './price-suggestion.tsx';

/** `alwaysVehicle`: the dealer's form, which asks for a vehicle's details whatever the category. */
type Props = { listing: Listing; alwaysVehicle?: boolean; onSave: (changes: ListingChanges) => Promise<unknown>; onCancel: () => void };

/** The fields a server 422 may name, mapped onto the form's. */
const SERVER_FIELDS: Partial<Record<string, EditField>> = { title: 'title', description: 'description', price: 'price', category: 'category' };

/** doc 2 §2.14 Edit product: title, description and price prefilled; the category; a vehicle's make, model, year and mileage. */
export function EditListingForm({ listing, alwaysVehicle = false, onSave, onCancel }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<EditDraft>(() => draftOf(listing));
  const [errors, setErrors] = useState<EditErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
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
  const error = (field: EditField) => <FieldError id={`${id}-${field}-error`} message={errors[field]} />;

  const submit = async () => {
    const found = editProblems(draft, { vehicle });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSave(changesOf(draft, listing, { vehicle }));
    } catch (err) {
      const fields: EditErrors = {};
      if (err instanceof ApiError) for (const f of err.fieldErrors) if (SERVER_FIELDS[f.field]) fields[SERVER_FIELDS[f.field]!] = f.message;
      setErrors(fields);
      setFailure(describeError(err, SELLER_MESSAGES.updateFailed));
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      className="mt-4 space-y-3.5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {failure && (
        <div role="alert" className="flex gap-2.5 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-900">
          <AlertIcon size={18} className="mt-px shrink-0" />
          <div>
            <p className="font-bold">{SELLER_MESSAGES.updateErrorTitle}</p>
            <p className="mt-0.5">{failure}</p>
          </div>
        </div>
      )}
      {vehicle && (
        <div className="grid grid-cols-2 gap-3">
          <Field id={`${id}-make`} label="Make">
            <input {...props('make')} maxLength={60} autoComplete="off" placeholder="e.g. Toyota" className={inputClasses} />
            {error('make')}
          </Field>
          <Field id={`${id}-model`} label="Model">
            <input {...props('model')} maxLength={60} autoComplete="off" placeholder="e.g. Hilux" className={inputClasses} />
            {error('model')}
          </Field>
          <Field id={`${id}-year`} label="Year">
            <input {...props('year')} type="number" inputMode="numeric" min="1950" step="1" className={inputClasses} />
            {error('year')}
          </Field>
          <Field id={`${id}-mileage`} label="Mileage (km)">
            <input {...props('mileage')} type="number" inputMode="numeric" min="0" step="1" className={inputClasses} />
            {error('mileage')}
          </Field>
        </div>
      )}
      <Field id={`${id}-title`} label="Title">
        <input {...props('title')} maxLength={PRODUCT_TITLE.max + 20} className={inputClasses} />
        {error('title')}
      </Field>
      <Field id={`${id}-description`} label="Description">
        <textarea {...props('description')} rows={4} maxLength={PRODUCT_DESCRIPTION.max + 50} className={textareaClasses} />
        {error('description')}
      </Field>
      <div className="grid gap-3.5 sm:grid-cols-2">
        <Field id={`${id}-price`} label={`Price (${currency})`}>
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-sm font-semibold text-slate-500">{currencySymbol(currency)}</span>
            <input {...props('price')} type="number" inputMode="decimal" step="0.01" min="0" className={`${inputClasses} pl-12`} />
          </div>
          {error('price')}
        </Field>
        <Field id={`${id}-category`} label="Category">
          <select {...props('category')} className={inputClasses}>
            {!CATEGORIES.some((c) => c.slug === draft.category) && <option value={draft.category}>Not chosen yet</option>}
            {CATEGORIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
          {error('category')}
        </Field>
      </div>
      <PriceSuggestion range={priceRange} onUse={(amount) => set('price', String(amount))} />
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}

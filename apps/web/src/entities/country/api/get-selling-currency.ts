import { FALLBACK_COUNTRIES, type PickerCountry } from '@sokoni/contracts/countries';
import { DEFAULT_PRODUCT_CURRENCY } from '@sokoni/contracts/seller-rules';
import { useQuery } from '@tanstack/react-query';
import { countryPickerQueryOptions } from './get-country-picker.ts';
import { useSession } from '@/lib/session/use-session.ts';

/** The currency of a country code among `countries` (then the built-in list), else doc 2 §9's USD. */
export function currencyOfCountry(code: string | null | undefined, countries: readonly Pick<PickerCountry, 'code' | 'currency'>[]): string {
  const upper = code?.toUpperCase();
  if (!upper) return DEFAULT_PRODUCT_CURRENCY;
  const found = countries.find((c) => c.code === upper) ?? FALLBACK_COUNTRIES.find((c) => c.code === upper);
  return found?.currency.code ?? DEFAULT_PRODUCT_CURRENCY;
}

/**
 * doc 2 §5: a new product's price is sent in the selected country's currency (the seller's
 * country, picked with the phone number), USD when none. The picker's list has every country with
 * its currency (doc 1 §3), the same list (and cache) the phone field picks from.
 */
export function useSellingCurrency(): string {
  const session = useSession();
  const { data } = useQuery(countryPickerQueryOptions());
  const code = session.status === 'authenticated' ? session.user.countryCode : null;
  return currencyOfCountry(code, data ?? []);
}

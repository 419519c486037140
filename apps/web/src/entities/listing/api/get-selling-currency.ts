import { FALLBACK_COUNTRIES, type Country } from '@sokoni/contracts/countries';
import { DEFAULT_PRODUCT_CURRENCY } from '@sokoni/contracts/seller-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';
import { useSession } from '@/lib/session/use-session.ts';

/** GET /countries/supported: the markets Sokoni trades in, each with its currency. */
export async function getSupportedCountries(signal?: AbortSignal): Promise<Country[]> {
  const { data } = await api.get('/countries/supported', { signal });
  return data?.countries ?? [];
}

export const supportedCountriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.countries.supported(), queryFn: ({ signal }) => getSupportedCountries(signal), staleTime: STALE_TIMES.countries, retry: 1 });

/** The currency of a country code among `countries` (then the built-in list), else doc 2 §9's USD. */
export function currencyOfCountry(code: string | null | undefined, countries: readonly Country[]): string {
  const upper = code?.toUpperCase();
  if (!upper) return DEFAULT_PRODUCT_CURRENCY;
  const found = countries.find((c) => c.code === upper) ?? FALLBACK_COUNTRIES.find((c) => c.code === upper);
  return found?.currency.code ?? DEFAULT_PRODUCT_CURRENCY;
}

/** doc 2 §5: a new product's price is sent in the selected country's currency (the seller's country), USD when none. */
export function useSellingCurrency(): string {
  const session = useSession();
  const { data } = useQuery(supportedCountriesQueryOptions());
  const code = session.status === 'authenticated' ? session.user.countryCode : null;
  return currencyOfCountry(code, data ?? []);
}

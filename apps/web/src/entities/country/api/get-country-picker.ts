import { FALLBACK_COUNTRIES, type PickerCountry } from '@sokoni/contracts/countries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';

/** GET /countries/picker: supported markets first, Eswatini first of all. */
export async function getCountryPicker(signal?: AbortSignal): Promise<PickerCountry[]> {
  const { data } = await api.get('/countries/picker', { signal });
  if (!data?.countries?.length) throw new Error('No countries returned');
  return data.countries;
}

export const countryPickerQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.countries.picker(),
    queryFn: ({ signal }) => getCountryPicker(signal),
    staleTime: STALE_TIMES.countries,
    retry: 1,
  });

/** doc 1 §7.5: when the list cannot be loaded the built-in fallback list is used. */
export function useCountryPicker(): PickerCountry[] {
  const { data } = useQuery(countryPickerQueryOptions());
  return data ?? FALLBACK_COUNTRIES;
}

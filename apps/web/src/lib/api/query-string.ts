export type QueryParams = Record<string, string | number | boolean | undefined | null>;

/** `?a=1&b=x` from the defined, non-empty values of `params`. */
export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

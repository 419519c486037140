/** 950 → "950", 1 234 → "1.2K", 2 500 000 → "2.5M" (action rail and stats). */
export function formatCount(value: number | undefined | null): string {
  const n = Math.max(0, Math.round(value ?? 0));
  if (n < 1000) return String(n);
  const [unit, size] = n >= 1_000_000 ? ['M', 1_000_000] : ['K', 1000];
  const scaled = n / (size as number);
  return `${scaled >= 100 ? Math.round(scaled) : Math.round(scaled * 10) / 10}${unit}`;
}

/**
 * en-US digits: "10,177", "1,250.00". Written out rather than with Intl.NumberFormat, whose first
 * use loads the number data: ~20 ms of a fast machine's start, several times that on a cheap phone.
 */
export function formatFixed(value: number, digits: number): string {
  // Round the decimal the number reads as (999999.995 → 1,000,000.00), as Intl does, not its binary value.
  const units = Math.round(Number((Math.abs(value) * 10 ** digits).toPrecision(15)));
  const text = String(units).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  const sign = value < 0 && units !== 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${digits > 0 ? `.${fraction}` : ''}`;
}

/** 10177 → "10,177": counts in sentences ("10,177 products available"), the same on server and app. */
export const formatWhole = (value: number): string => formatFixed(value, 0);

/** 950 → "950", 1 234 → "1.2K", 2 500 000 → "2.5M" (action rail and stats). */
export function formatCount(value: number | undefined | null): string {
  const n = Math.max(0, Math.round(value ?? 0));
  if (n < 1000) return String(n);
  const [unit, size] = n >= 1_000_000 ? ['M', 1_000_000] : ['K', 1000];
  const scaled = n / (size as number);
  return `${scaled >= 100 ? Math.round(scaled) : Math.round(scaled * 10) / 10}${unit}`;
}

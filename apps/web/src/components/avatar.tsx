import { cn } from './cn.ts';

/** "Kagiso Molefe" → "KM", "thandi" → "T": the first letter of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).map((word) => word.replace(/^[^\p{L}\p{N}]+/u, '')).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** The person's own picture, or their initials on the brand colour. */
export function Avatar({ name, src, size = 40, className }: { name: string; src?: string | null; size?: number; className?: string }) {
  const initials = initialsOf(name);
  return src ? (
    <img src={src} alt="" width={size} height={size} className={cn('shrink-0 rounded-full object-cover', className)} style={{ width: size, height: size }} />
  ) : (
    <span
      aria-hidden="true"
      className={cn('inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 font-bold text-white', className)}
      style={{ width: size, height: size, fontSize: Math.round(size * (initials.length > 1 ? 0.36 : 0.42)) }}
    >
      {initials}
    </span>
  );
}

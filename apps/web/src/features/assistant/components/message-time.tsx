import { cn } from '@/components/cn.ts';

/** "14:05" in the viewer's locale. */
export function clockOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

export function MessageTime({ iso, className }: { iso: string; className?: string }) {
  const clock = clockOf(iso);
  if (!clock) return null;
  return (
    <time dateTime={iso} className={cn('block text-[11px]', className)}>
      {clock}
    </time>
  );
}

import type { NotificationType } from '@sokoni/contracts/notifications';
import { BellIcon, ChatIcon, HeartIcon, SendIcon, UserIcon } from '@/components/icons.tsx';
import { cn } from '@/components/cn.ts';

const TYPES: Record<NotificationType, { Icon: typeof BellIcon; className: string }> = {
  follow: { Icon: UserIcon, className: 'bg-brand-100 text-brand-700' },
  comment: { Icon: ChatIcon, className: 'bg-amber-100 text-amber-700' },
  like: { Icon: HeartIcon, className: 'bg-rose-100 text-rose-600' },
  chat: { Icon: SendIcon, className: 'bg-sky-100 text-sky-700' },
  other: { Icon: BellIcon, className: 'bg-slate-100 text-slate-600' },
};

/** What kind of notification it is, at a glance; unknown types read as "other". */
export function NotificationTypeIcon({ type, size, className }: { type: NotificationType; size: number; className?: string }) {
  const { Icon, className: tone } = TYPES[type] ?? TYPES.other;
  return (
    <span className={cn('inline-flex shrink-0 items-center justify-center rounded-full', tone, className)} style={{ width: size, height: size }}>
      <Icon size={Math.round(size * 0.55)} />
    </span>
  );
}

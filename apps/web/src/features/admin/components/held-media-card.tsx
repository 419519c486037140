import type { HeldMedia } from '@sokoni/contracts/admin';
import { Button } from '@/components/button.tsx';
import { cn } from '@/components/cn.ts';
import { CheckIcon, CloseIcon } from '@/components/icons.tsx';
import { CARD_CLASS } from '@/components/page.tsx';
import { formatRelativeTime } from '@/lib/format/relative-time.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { adminWords } from '../admin-words.ts';

const MEDIA = 'aspect-square w-full rounded-xl bg-slate-900 object-contain';

/** What a held upload is, from its folder. */
export function heldMediaLabel(item: Pick<HeldMedia, 'folder' | 'kind'>): string {
  const t = adminWords.get();
  const root = item.folder.split('/')[0];
  const what = root === 'avatars' ? 'profile' : root === 'shops' ? 'shop' : root === 'chats' || root === 'conversations' ? 'chat' : 'listing';
  const video = item.kind === 'video';
  if (what === 'profile') return video ? t.profileVideo : t.profilePicture;
  if (what === 'shop') return video ? t.shopVideo : t.shopPicture;
  if (what === 'chat') return video ? t.chatVideo : t.chatPicture;
  return video ? t.listingVideo : t.listingPicture;
}

/** One held upload as the console shows it: what it is, its score, the thing itself, and the two decisions. */
export function HeldMediaCard({ item, busy, onRelease, onRemove }: { item: HeldMedia; busy: boolean; onRelease: () => void; onRemove: () => void }) {
  const t = useWords(adminWords);
  const label = heldMediaLabel(item);
  return (
    <li className={cn(CARD_CLASS, 'p-4')}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-bold text-slate-900">{label}</h3>
        <time dateTime={item.createdAt} className="shrink-0 text-xs text-slate-500">
          {formatRelativeTime(item.createdAt)}
        </time>
      </div>
      {item.unsafeScore !== null && <p className="text-sm text-slate-600">{t.unsafeScore({ score: Math.round(item.unsafeScore * 100) })}</p>}
      <div className="mt-3">
        {item.kind === 'video' ? (
          <video src={item.url} controls playsInline preload="metadata" aria-label={label} className={MEDIA} />
        ) : (
          <img src={item.url} alt={label} className={MEDIA} />
        )}
      </div>
      <div className="mt-4 flex gap-2">
        <Button className="flex-1" loading={busy} onClick={onRelease} aria-label={t.releaseThis({ what: label })}>
          <CheckIcon size={18} /> {t.release}
        </Button>
        <Button className="flex-1" variant="outline" disabled={busy} onClick={onRemove} aria-label={t.removeThis({ what: label })}>
          <CloseIcon size={18} /> {t.remove}
        </Button>
      </div>
    </li>
  );
}

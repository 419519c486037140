import type { HeldMedia } from '@sokoni/contracts/admin';
import { Button } from '@/components/button.tsx';
import { cn } from '@/components/cn.ts';
import { CheckIcon, CloseIcon, ShieldCheckIcon } from '@/components/icons.tsx';
import { CARD_CLASS } from '@/components/page.tsx';
import { formatRelativeTime } from '@/lib/format/relative-time.ts';
import { rowsOf } from '../api/admin-page.ts';
import { useDecideHeldMedia } from '../api/decide-held-media.ts';
import { useHeldMedia } from '../api/get-held-media.ts';
import { useActionToasts } from '../hooks/use-action-toasts.ts';
import { AdminList } from './admin-list.tsx';
import { SectionHeader, useSectionFocus } from './section-header.tsx';

const MEDIA = 'aspect-square w-full rounded-xl bg-slate-900 object-contain';

/** What a held upload is, from its folder. */
export function heldMediaLabel(item: Pick<HeldMedia, 'folder' | 'kind'>): string {
  const root = item.folder.split('/')[0];
  const what = root === 'avatars' ? 'Profile picture' : root === 'shops' ? 'Shop picture' : root === 'chats' || root === 'conversations' ? 'Chat picture' : 'Listing picture';
  return item.kind === 'video' ? `${what.replace(' picture', '')} video` : what;
}

/** Uploads the unsafe-image check held, oldest first: release (it goes public) or remove. */
export function HeldMediaSection() {
  const query = useHeldMedia();
  const rows = rowsOf(query.data);
  const decide = useDecideHeldMedia();
  const toasts = useActionToasts();
  const { headingRef, refocus } = useSectionFocus();

  const act = async (item: HeldMedia, release: boolean) => {
    try {
      toasts.done(await decide.mutateAsync({ id: item.id, release }), release ? 'Upload released' : 'Upload removed');
      refocus();
    } catch (error) {
      toasts.failed(error, release ? 'Failed to release the upload' : 'Failed to remove the upload');
    }
  };

  return (
    <section aria-labelledby="admin-media">
      <SectionHeader id="admin-media" headingRef={headingRef} title="Held uploads" description="Pictures and videos the unsafe-image check held back from public view, oldest first." />
      <AdminList
        query={query}
        count={rows.length}
        label="Held uploads"
        noun={{ one: 'held', many: 'held' }}
        layout="cards"
        errorTitle="Failed to load held uploads"
        empty={{ icon: <ShieldCheckIcon size={28} />, title: 'Nothing held', description: 'Uploads the automatic check flags show here for review.' }}
      >
        {rows.map((item) => {
          const label = heldMediaLabel(item);
          const busy = decide.isPending && decide.variables?.id === item.id;
          return (
            <li key={item.id} className={cn(CARD_CLASS, 'p-4')}>
              <div className="flex items-center justify-between gap-3">
                <h3 className="font-bold text-slate-900">{label}</h3>
                <time dateTime={item.createdAt} className="shrink-0 text-xs text-slate-500">
                  {formatRelativeTime(item.createdAt)}
                </time>
              </div>
              {item.unsafeScore !== null && <p className="text-sm text-slate-600">Unsafe score {Math.round(item.unsafeScore * 100)} %</p>}
              <div className="mt-3">
                {item.kind === 'video' ? (
                  <video src={item.url} controls playsInline preload="metadata" aria-label={label} className={MEDIA} />
                ) : (
                  <img src={item.url} alt={label} className={MEDIA} />
                )}
              </div>
              <div className="mt-4 flex gap-2">
                <Button className="flex-1" loading={busy} onClick={() => void act(item, true)} aria-label={`Release this ${label.toLowerCase()}`}>
                  <CheckIcon size={18} /> Release
                </Button>
                <Button className="flex-1" variant="outline" disabled={busy} onClick={() => void act(item, false)} aria-label={`Remove this ${label.toLowerCase()}`}>
                  <CloseIcon size={18} /> Remove
                </Button>
              </div>
            </li>
          );
        })}
      </AdminList>
    </section>
  );
}

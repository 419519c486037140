import type { HeldMedia } from '@sokoni/contracts/admin';
import { ShieldCheckIcon } from '@/components/icons.tsx';
import { rowsOf } from '../api/admin-page.ts';
import { useDecideHeldMedia } from '../api/decide-held-media.ts';
import { useHeldMedia } from '../api/get-held-media.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { adminWords } from '../admin-words.ts';
import { useActionToasts } from '../hooks/use-action-toasts.ts';
import { AdminList } from './admin-list.tsx';
import { HeldMediaCard } from './held-media-card.tsx';
import { SectionHeader, useSectionFocus } from './section-header.tsx';

/** Uploads the unsafe-image check held, oldest first: release (it goes public) or remove. */
export function HeldMediaSection() {
  const t = useWords(adminWords);
  const query = useHeldMedia();
  const rows = rowsOf(query.data);
  const decide = useDecideHeldMedia();
  const toasts = useActionToasts();
  const { headingRef, refocus } = useSectionFocus();

  const act = async (item: HeldMedia, release: boolean) => {
    try {
      toasts.done(await decide.mutateAsync({ id: item.id, release }), release ? t.released : t.removed);
      refocus();
    } catch (error) {
      toasts.failed(error, release ? t.releaseFailed : t.removeFailed);
    }
  };

  return (
    <section aria-labelledby="admin-media">
      <SectionHeader id="admin-media" headingRef={headingRef} title={t.media} description={t.mediaText} />
      <AdminList
        query={query}
        count={rows.length}
        label={t.media}
        noun={{ one: t.heldOne, many: t.heldMany }}
        layout="cards"
        errorTitle={t.mediaFailed}
        empty={{ icon: <ShieldCheckIcon size={28} />, title: t.nothingHeld, description: t.nothingHeldText }}
      >
        {rows.map((item) => (
          <HeldMediaCard
            key={item.id}
            item={item}
            busy={decide.isPending && decide.variables?.id === item.id}
            onRelease={() => void act(item, true)}
            onRemove={() => void act(item, false)}
          />
        ))}
      </AdminList>
    </section>
  );
}

import type { HeldMedia } from '@sokoni/contracts/admin';
import { ShieldCheckIcon } from '@/components/icons.tsx';
import { rowsOf } from '../api/admin-page.ts';
import { useDecideHeldMedia } from '../api/decide-held-media.ts';
import { useHeldMedia } from '../api/get-held-media.ts';
import { useActionToasts } from '../hooks/use-action-toasts.ts';
import { AdminList } from './admin-list.tsx';
import { HeldMediaCard } from './held-media-card.tsx';
import { SectionHeader, useSectionFocus } from './section-header.tsx';

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

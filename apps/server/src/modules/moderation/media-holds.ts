import { ADMIN_MESSAGES, type HeldMedia } from '@sokoni/contracts/admin';
import { toPagination } from '@sokoni/contracts/envelope';
import { notFound } from '../../platform/http/errors.ts';
import type { NotificationEvent, Notifier } from '../../platform/notifier.ts';

/** What moderation reads of an upload: the media module's row, by shape (media owns its table). */
export type HeldUpload = {
  id: string;
  key: string;
  kind: HeldMedia['kind'];
  folder: string;
  ownerId: string;
  unsafeScore: number | null;
  createdAt: Date;
};

/** What the held thing is, in the owner's words. */
function whatOf(folder: string): string {
  const root = folder.split('/')[0];
  if (root === 'avatars') return 'profile picture';
  if (root === 'shops') return 'shop picture';
  if (root === 'chats' || root === 'conversations') return 'chat picture';
  return 'listing picture';
}

/** The owner's notice: an account notice (type `other`, no switch), like the console's other moderation notices. */
export function heldNotice(row: Pick<HeldUpload, 'ownerId' | 'folder' | 'kind'>, decision: 'held' | 'released' | 'removed'): NotificationEvent {
  const what = row.kind === 'video' ? 'video' : whatOf(row.folder);
  const words = {
    held: { title: `Your ${what} is being reviewed`, message: `Our automatic check flagged your ${what}, so it is hidden until an administrator looks at it.` },
    released: { title: `Your ${what} is public`, message: `An administrator reviewed your ${what}: it is shown again.` },
    removed: { title: `Your ${what} was removed`, message: `An administrator reviewed your ${what} and removed it: it breaks the marketplace rules.` },
  }[decision];
  return { recipientId: row.ownerId, actorId: null, type: 'other', setting: null, ...words, data: { link: '/notifications' } };
}

export type MediaHoldsDeps = {
  media: {
    heldUploads(page: { page: number; limit: number }): Promise<{ rows: { row: HeldUpload; view: { url: string } }[]; total: number }>;
    decideHeld(id: string, release: boolean): Promise<HeldUpload | null>;
  };
  notifier: Notifier;
  audit: (adminId: string, action: 'release_media' | 'remove_media', targetId: string, detail: string | null) => Promise<void>;
};

/** The console's queue of held uploads (GET /admin/media-holds) and its two decisions. */
export function createMediaHolds(deps: MediaHoldsDeps) {
  return {
    async list(query: { page: number; limit: number }): Promise<{ media: HeldMedia[]; pagination: ReturnType<typeof toPagination> }> {
      const { rows, total } = await deps.media.heldUploads(query);
      const media = rows.map(({ row, view }) => ({
        id: row.id,
        url: view.url,
        kind: row.kind,
        folder: row.folder,
        ownerId: row.ownerId,
        unsafeScore: row.unsafeScore,
        createdAt: row.createdAt.toISOString(),
      }));
      return { media, pagination: toPagination(query.page, query.limit, total) };
    },

    async decide(adminId: string, id: string, release: boolean, reason: string | null) {
      const row = await deps.media.decideHeld(id, release);
      if (!row) throw notFound(ADMIN_MESSAGES.heldMediaNotFound);
      await deps.audit(adminId, release ? 'release_media' : 'remove_media', row.id, [row.key, reason].filter(Boolean).join(': '));
      await deps.notifier.notify(heldNotice(row, release ? 'released' : 'removed'));
      return { id: row.id, moderation: release ? ('released' as const) : ('removed' as const) };
    },
  };
}
export type MediaHolds = ReturnType<typeof createMediaHolds>;

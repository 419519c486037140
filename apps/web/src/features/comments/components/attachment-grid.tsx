import type { CommentMediaItem } from '@sokoni/contracts/comment-rules';
import { isVideoAttachment, mediaGridLayout, thumbnailLimit } from '../comment-display.ts';
import { AttachmentTile } from './attachment-tile.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commentsWords } from '../comments-words.ts';

type Props = { media: CommentMediaItem[]; depth: 0 | 1; onOpen: (index: number) => void };

/** doc 1 §2.10: up to 3 thumbnails under a comment, 2 under a reply, then a "+N" tile. */
export function AttachmentGrid({ media, depth, onOpen }: Props) {
  const { shown, more } = mediaGridLayout(media.length, thumbnailLimit(depth));
  const t = useWords(commentsWords);
  if (!shown) return null;
  const size = depth === 0 ? 'size-20 sm:size-24' : 'size-16 sm:size-20';
  const tile = `relative ${size} shrink-0 overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500`;
  return (
    <ul aria-label={t.attachments} className="mt-2 flex flex-wrap gap-1.5">
      {media.slice(0, shown).map((item, i) => (
        <li key={item.key || item.url}>
          <button type="button" className={tile} aria-label={(isVideoAttachment(item) ? t.openVideo : t.openImage)({ n: i + 1, total: media.length })} onClick={() => onOpen(i)}>
            <AttachmentTile item={item} />
          </button>
        </li>
      ))}
      {more > 0 && (
        <li>
          <button type="button" className={`${tile} flex items-center justify-center bg-slate-800 text-lg font-bold text-white`} aria-label={t.openMore({ count: more })} onClick={() => onOpen(shown)}>
            +{more}
          </button>
        </li>
      )}
    </ul>
  );
}

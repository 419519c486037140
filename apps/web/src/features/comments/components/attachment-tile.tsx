import type { CommentMediaItem } from '@sokoni/contracts/comment-rules';
import { useState } from 'react';
import { PlaySolidIcon } from '@/components/icons.tsx';
import { isVideoAttachment } from '../comment-display.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commentsWords } from '../comments-words.ts';

/**
 * One thumbnail: an image, or a video's poster (never the video itself: a list of comments
 * must not spend data on clips nobody opened).
 */
export function AttachmentTile({ item }: { item: CommentMediaItem }) {
  const [failed, setFailed] = useState(false);
  const t = useWords(commentsWords);
  const video = isVideoAttachment(item);
  const still = video ? item.posterUrl : item.url;
  if (failed) {
    return <span className="flex size-full items-center justify-center bg-slate-100 p-1 text-center text-[11px] leading-tight text-slate-500">{t.imageFailed}</span>;
  }
  return (
    <>
      {still ? (
        <img src={still} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} className="size-full object-cover" />
      ) : (
        <span className="block size-full bg-gradient-to-br from-slate-700 to-slate-900" />
      )}
      {video && (
        <span className="absolute inset-0 flex items-center justify-center text-white drop-shadow">
          <PlaySolidIcon size={22} />
        </span>
      )}
    </>
  );
}

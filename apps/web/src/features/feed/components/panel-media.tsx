import type { MediaItem } from '@sokoni/contracts/catalog';
import { useState } from 'react';
import { PlaySolidIcon } from '@/components/icons.tsx';
import { ProductImage } from '@/components/product-image.tsx';
import { isVideo, videoSourceOf } from '@/entities/product/media.ts';
import { useSmallVideo } from '@/lib/preferences/data-saver.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { feedWords } from '../feed-words.ts';

type Props = { item: MediaItem; alt: string; eager: boolean };

/**
 * One item of the details panel's media strip. A video shows its poster until tapped: the feed
 * behind already holds its own video elements, and a phone should not fetch another one unasked.
 */
export function PanelMedia({ item, alt, eager }: Props) {
  const [playing, setPlaying] = useState(false);
  const smallVideo = useSmallVideo();
  const t = useWords(feedWords);
  if (isVideo(item) && playing) {
    return <video src={videoSourceOf(item, smallVideo)} poster={item.poster} controls autoPlay playsInline aria-label={alt} className="size-full object-contain" />;
  }
  return (
    <>
      <ProductImage media={item} alt={alt} sizes="(min-width: 768px) 440px, 100vw" eager={eager} className="object-contain" />
      {isVideo(item) && (
        <button type="button" aria-label={t.playVideoOf({ title: alt })} onClick={() => setPlaying(true)} className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-black/45 pl-1 text-white">
            <PlaySolidIcon size={26} />
          </span>
        </button>
      )}
    </>
  );
}

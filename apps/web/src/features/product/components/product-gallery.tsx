import type { MediaItem } from '@sokoni/contracts/catalog';
import { PRODUCT_GALLERY_SIZES } from '@sokoni/contracts/catalog-media';
import { useState } from 'react';
import { ProductImage } from '@/components/product-image.tsx';
import { cn } from '@/components/cn.ts';
import { useHydrated } from '@/lib/hooks/use-hydrated.ts';
import { ChevronLeftIcon, ChevronRightIcon, PlaySolidIcon } from '@/components/icons.tsx';
import { isVideo, videoSourceOf } from '@/entities/product/media.ts';
import { useSmallVideo } from '@/lib/preferences/data-saver.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { productWords } from '../product-words.ts';

/** doc 1 §2.7: desktop shows up to 4 thumbnails, then +N. */
export const DESKTOP_THUMBS = 4;

function Thumb({ item, label, active, onClick, more }: { item: MediaItem; label: string; active: boolean; onClick: () => void; more?: number }) {
  const t = useWords(productWords);
  return (
    <button
      type="button"
      aria-label={more ? t.moreMedia({ count: more }) : label}
      aria-current={active || undefined}
      onClick={onClick}
      className={cn('relative size-16 shrink-0 overflow-hidden rounded-xl bg-slate-100 ring-2 transition md:size-20', active ? 'ring-brand-600' : 'ring-transparent hover:ring-slate-300')}
    >
      <ProductImage media={item} alt="" sizes="80px" />
      {isVideo(item) && !more && (
        <span className="absolute inset-0 flex items-center justify-center text-white">
          <PlaySolidIcon size={18} className="drop-shadow" />
        </span>
      )}
      {more !== undefined && <span className="absolute inset-0 flex items-center justify-center bg-slate-950/60 text-lg font-bold text-white">+{more}</span>}
    </button>
  );
}

/** The product's images and videos, with thumbnails. */
export function ProductGallery({ media, title }: { media: MediaItem[]; title: string }) {
  const [active, setActive] = useState(0);
  const smallVideo = useSmallVideo();
  const t = useWords(productWords);
  // The server's paint shows the poster only: the video downloads once the app runs.
  const videoAllowed = useHydrated();
  const item = media[active];
  const count = media.length;
  const step = (d: number) => setActive((i) => (i + d + count) % count);
  const extra = count - DESKTOP_THUMBS;
  return (
    <div className="space-y-3">
      <div className="relative aspect-square overflow-hidden rounded-3xl bg-slate-900 md:aspect-[4/5]">
        {item && isVideo(item) ? (
          <video key={item.url} src={videoAllowed ? videoSourceOf(item, smallVideo) : undefined} poster={item.poster} controls playsInline preload="metadata" aria-label={title} className="size-full object-contain" />
        ) : (
          <ProductImage media={item} alt={count > 1 ? t.mediaOf({ title, n: active + 1, total: count }) : title} sizes={PRODUCT_GALLERY_SIZES} eager className="object-contain" />
        )}
        {count > 1 && (
          <>
            <button type="button" aria-label={t.previousPhoto} onClick={() => step(-1)} className="absolute top-1/2 left-3 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-slate-800 shadow hover:bg-white">
              <ChevronLeftIcon size={22} />
            </button>
            <button type="button" aria-label={t.nextPhoto} onClick={() => step(1)} className="absolute top-1/2 right-3 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-slate-800 shadow hover:bg-white">
              <ChevronRightIcon size={22} />
            </button>
            <span className="absolute right-3 bottom-3 rounded-full bg-slate-950/60 px-2.5 py-0.5 text-xs font-semibold text-white">
              {active + 1} / {count}
            </span>
          </>
        )}
      </div>
      {count > 1 && (
        <>
          <div className="flex gap-2 overflow-x-auto pb-1 md:hidden">
            {media.map((m, i) => (
              <Thumb key={m.key ?? m.url} item={m} label={t.showPhoto({ n: i + 1 })} active={i === active} onClick={() => setActive(i)} />
            ))}
          </div>
          <div className="hidden gap-2 md:flex">
            {media.slice(0, DESKTOP_THUMBS).map((m, i) => (
              <Thumb key={m.key ?? m.url} item={m} label={t.showPhoto({ n: i + 1 })} active={i === active} onClick={() => setActive(i)} />
            ))}
            {extra > 0 && media[DESKTOP_THUMBS] && (
              <Thumb item={media[DESKTOP_THUMBS]} label="" more={extra} active={active >= DESKTOP_THUMBS} onClick={() => setActive(DESKTOP_THUMBS)} />
            )}
          </div>
        </>
      )}
    </div>
  );
}

import type { MediaItem } from '@sokoni/contracts/catalog';
import { useState } from 'react';
import { srcSetOf, stillOf } from '@sokoni/contracts/catalog-media';
import { cn } from '@/components/cn.ts';
import { ImageIcon } from '@/components/icons.tsx';

type Props = {
  media: MediaItem | undefined;
  alt: string;
  /** The `sizes` of the slot, so the browser picks the right variant. */
  sizes: string;
  /** Above the fold: load now, with high priority. */
  eager?: boolean;
  className?: string;
};

/** A product picture that fills its (aspect) box: srcset from variants, lazy below the fold. */
export function ProductImage({ media, alt, sizes, eager, className }: Props) {
  const src = stillOf(media);
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={cn('flex size-full items-center justify-center bg-slate-100 text-slate-300', className)} role="img" aria-label={alt}>
        <ImageIcon size={32} />
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSetOf(media)}
      sizes={sizes}
      alt={alt}
      width={media?.width}
      height={media?.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('size-full object-cover', className)}
    />
  );
}

import { primaryMedia } from '@sokoni/contracts/catalog-media';
import { ProductImage } from '@/components/product-image.tsx';
import { PlaySolidIcon } from '@/components/icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { listingWords } from '../listing-words.ts';
import type { Listing } from '../types.ts';

/** The listing's poster (a video's first frame) or picture, with a play mark on videos. */
export function ListingMedia({ listing, sizes, eager }: { listing: Listing; sizes: string; eager?: boolean }) {
  const t = useWords(listingWords);
  const media = primaryMedia(listing.media);
  return (
    <>
      <ProductImage media={media} alt={listing.title || t.newListing} sizes={sizes} eager={eager} />
      {media?.type === 'video' && (
        <span className="absolute bottom-2 left-2 flex size-6 items-center justify-center rounded-full bg-slate-950/60 text-white" aria-hidden="true">
          <PlaySolidIcon size={12} />
        </span>
      )}
    </>
  );
}

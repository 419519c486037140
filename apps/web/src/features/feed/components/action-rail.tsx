import type { ReactNode } from 'react';
import { Avatar } from '@/components/avatar.tsx';
import { cn } from '@/components/cn.ts';
import { BookmarkIcon, ChatIcon, CheckIcon, HeartIcon, PlusIcon, ShareIcon } from '@/components/icons.tsx';
import type { CatalogProduct } from '@/entities/product/types.ts';
import { formatCount } from '@sokoni/contracts/format-count';
import { useWords } from '@/lib/i18n/use-words.ts';
import { feedWords } from '../feed-words.ts';

type Props = {
  product: CatalogProduct;
  canFollow: boolean;
  onLike: () => void;
  onComments: () => void;
  onBookmark: () => void;
  onShare: () => void;
  onShop: () => void;
  onFollow: () => void;
};

function RailButton({ label, count, pressed, onClick, children, tone }: { label: string; count?: string; pressed?: boolean; onClick: () => void; children: ReactNode; tone?: string }) {
  return (
    <div className="flex flex-col items-center gap-1">
      <button
        type="button"
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
        className={cn(
          'flex size-12 items-center justify-center rounded-full bg-black/25 text-white ring-1 ring-white/15 backdrop-blur-md transition-transform active:scale-90 md:bg-white/10 md:hover:bg-white/20',
          tone,
        )}
      >
        {children}
      </button>
      {count !== undefined && (
        <span aria-hidden="true" className="text-xs font-bold text-white tabular-nums drop-shadow">
          {count}
        </span>
      )}
    </div>
  );
}

/** The right-hand rail: shop (and follow), like, comments, bookmark, share. */
export function ActionRail({ product, canFollow, onLike, onComments, onBookmark, onShare, onShop, onFollow }: Props) {
  const t = useWords(feedWords);
  const shopName = product.shop?.name ?? t.shop;
  const following = Boolean(product.shop?.isFollowing);
  return (
    <div className="flex flex-col items-center gap-4">
      <div className="relative mb-2">
        <button type="button" aria-label={t.visitShop({ shop: shopName })} onClick={onShop} className="block rounded-full ring-2 ring-white">
          <Avatar name={shopName} src={product.shop?.avatar} size={48} />
        </button>
        {canFollow && (
          <button
            type="button"
            aria-label={following ? t.unfollowShop({ shop: shopName }) : t.followShop({ shop: shopName })}
            aria-pressed={following}
            onClick={onFollow}
            className={cn(
              'absolute -bottom-2.5 left-1/2 flex size-6 -translate-x-1/2 items-center justify-center rounded-full text-white ring-2 ring-slate-950 transition-colors',
              following ? 'bg-brand-500' : 'bg-rose-500',
            )}
          >
            {following ? <CheckIcon size={14} strokeWidth={3} /> : <PlusIcon size={14} strokeWidth={3} />}
          </button>
        )}
      </div>
      <RailButton label={product.isLiked ? t.unlike : t.like} pressed={Boolean(product.isLiked)} count={formatCount(product.likes)} onClick={onLike} tone={product.isLiked ? 'text-rose-500' : undefined}>
        <HeartIcon size={26} fill={product.isLiked ? 'currentColor' : 'none'} />
      </RailButton>
      <RailButton label={t.commentsCount({ count: product.comments ?? 0 })} count={formatCount(product.comments)} onClick={onComments}>
        <ChatIcon size={25} />
      </RailButton>
      <RailButton
        label={product.isBookmarked ? t.removeBookmark : t.bookmark}
        pressed={Boolean(product.isBookmarked)}
        count={product.bookmarks !== undefined ? formatCount(product.bookmarks) : undefined}
        onClick={onBookmark}
        tone={product.isBookmarked ? 'text-accent-400' : undefined}
      >
        <BookmarkIcon size={24} fill={product.isBookmarked ? 'currentColor' : 'none'} />
      </RailButton>
      <RailButton label={t.share} count={t.share} onClick={onShare}>
        <ShareIcon size={24} />
      </RailButton>
    </div>
  );
}

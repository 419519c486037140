import type { AdminProduct } from '@sokoni/contracts/admin';
import { formatPrice } from '@sokoni/contracts/money';
import { StatusBadge } from '@/components/badge.tsx';
import { Button } from '@/components/button.tsx';
import { ImageIcon } from '@/components/icons.tsx';
import { formatDate } from '@/lib/format/date.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { adminWords } from '../admin-words.ts';
import { statusLabel } from '../capitalised.ts';
import { TargetLink } from './target-link.tsx';

type Props = { product: AdminProduct; busy: boolean; onHide: () => void; onUnhide: () => void };

/** One product: picture, title, price and shop, whether buyers see it, and hide or show again. */
export function ProductRow({ product, busy, onHide, onUnhide }: Props) {
  const t = useWords(adminWords);
  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:gap-4">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {product.image ? (
          <img src={product.image} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-lg bg-slate-100 object-cover" />
        ) : (
          <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400">
            <ImageIcon size={20} />
          </span>
        )}
        <div className="min-w-0">
          <h3 className="truncate font-bold">
            <TargetLink type="product" id={product.id}>
              {/* A draft whose title the AI left empty (issue 25) still needs a name to be a link. */}
              {product.title.trim() || t.untitledDraft}
            </TargetLink>
          </h3>
          <p className="truncate text-sm text-slate-600">
            <span className="tabular-nums">{formatPrice(product.price.amount, product.price.currency)}</span> · {product.shop.name}
          </p>
        </div>
      </div>
      {/* One line under the title on a phone; columns from 768 px. */}
      <div className="flex items-center gap-3 md:contents">
        <div className="flex flex-1 flex-wrap items-center gap-1.5 md:w-44 md:flex-none">
          <StatusBadge tone={product.isHidden ? 'danger' : 'success'}>{product.isHidden ? t.hidden : t.visible}</StatusBadge>
          {!product.isAvailable && <StatusBadge tone="neutral">{t.soldOut}</StatusBadge>}
          {!product.shop.isActive && <StatusBadge tone="warning">{t.shopHidden}</StatusBadge>}
          {product.status !== 'active' && <StatusBadge tone="neutral">{statusLabel(product.status)}</StatusBadge>}
          <span className="text-xs whitespace-nowrap text-slate-500 md:hidden">{t.listed({ date: formatDate(product.createdAt) })}</span>
        </div>
        <p className="hidden text-xs whitespace-nowrap text-slate-500 md:block md:w-32">{t.listed({ date: formatDate(product.createdAt) })}</p>
        <div className="md:w-24 md:text-right">
          {product.isHidden ? (
            <Button size="sm" variant="secondary" loading={busy} onClick={onUnhide} aria-label={t.unhideItem({ title: product.title })}>
              {t.unhide}
            </Button>
          ) : (
            <Button size="sm" variant="outline" className="text-red-700" loading={busy} onClick={onHide} aria-label={t.hideItem({ title: product.title })}>
              {t.hide}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

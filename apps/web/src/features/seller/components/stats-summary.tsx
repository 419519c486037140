import { formatCount } from '@sokoni/contracts/format-count';
import type { ReactNode } from 'react';
import { Button } from '@/components/button.tsx';
import { ChartIcon, EyeIcon, HeartIcon, PackageIcon, TagIcon } from '@/components/icons.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import type { SellerShopStats } from '@/entities/shop/api/get-shop-stats.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { sellerWords } from '../seller-words.ts';

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: number | null }) {
  return (
    <div className="rounded-2xl border border-slate-200/80 bg-white p-3 shadow-sm">
      <p className="flex items-center gap-1.5 text-xs font-semibold text-slate-500">
        {icon} {label}
      </p>
      <p className="mt-1 text-xl font-extrabold tracking-tight text-slate-900 tabular-nums">{value === null ? '—' : formatCount(value)}</p>
    </div>
  );
}

/** The dashboard's statistics at a glance; the full picture is in the Shop statistics modal. */
export function StatsSummary({ stats, loading, onOpen }: { stats: SellerShopStats | undefined; loading: boolean; onOpen: () => void }) {
  const t = useWords(sellerWords);
  return (
    <section aria-labelledby="shop-stats-heading">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 id="shop-stats-heading" className="text-lg font-bold text-slate-900">
          {t.statistics}
        </h2>
        <Button size="sm" variant="ghost" onClick={onOpen} disabled={!stats}>
          <ChartIcon size={16} /> {t.viewAll}
        </Button>
      </div>
      {loading || !stats ? (
        <div className="grid grid-cols-2 gap-2.5 md:grid-cols-4" role="status" aria-label={t.loadingStats}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-[74px] rounded-2xl" />
          ))}
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-2.5 md:grid-cols-4">
          <Tile icon={<PackageIcon size={14} />} label={t.products} value={stats.totalProducts} />
          <Tile icon={<EyeIcon size={14} />} label={t.viewsLabel} value={stats.totalViews} />
          <Tile icon={<HeartIcon size={14} />} label={t.likesLabel} value={stats.totalLikes} />
          <Tile icon={<TagIcon size={14} />} label={t.sales} value={stats.totalOrders} />
        </div>
      )}
    </section>
  );
}

import { formatPrice } from '@sokoni/contracts/money';
import { formatFixed, formatWhole } from '@sokoni/contracts/format-count';
import { SHOP_BADGES } from '@sokoni/contracts/seller-rules';
import { cn } from '@/components/cn.ts';
import { AwardIcon, CheckCircleIcon, LockIcon } from '@/components/icons.tsx';
import { Modal } from '@/components/modal.tsx';
import type { SellerShopStats } from '@/entities/shop/api/get-shop-stats.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { sellerWords } from '../seller-words.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2.5">
      <dt className="text-xs font-semibold text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-lg font-extrabold tracking-tight text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** Sales and money come to the owner and admins only (null otherwise). */
const orNone = (value: number | null, format: (n: number) => string) => (value === null ? '—' : format(value));

/**
 * Shop statistics (doc 2 §2.14, §3, §9): the totals (orders shown as sales), the conversion and
 * engagement rates, the average per order in the shop's currency, and the achievement badges.
 */
export function ShopStatsModal({ stats, open, onOpenChange }: { stats: SellerShopStats | undefined; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useWords(sellerWords);
  const badgeWords: Record<string, [string, string]> = {
    'product-catalog': [t.badgeCatalog, t.badgeCatalogText],
    'top-rated': [t.badgeTopRated, t.badgeTopRatedText],
    'sales-success': [t.badgeSales, t.badgeSalesText],
    'popular-shop': [t.badgePopular, t.badgePopularText],
  };
  const earned = new Set(stats?.badges.map((b) => b.id));
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.shopStatistics} className="md:max-w-xl">
      {stats && (
        <div className="mt-4 space-y-5">
          <section aria-label={t.totals}>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              <Figure label={t.products} value={formatWhole(stats.totalProducts)} />
              <Figure label={t.viewsLabel} value={formatWhole(stats.totalViews)} />
              <Figure label={t.likesLabel} value={formatWhole(stats.totalLikes)} />
              <Figure label={t.sales} value={orNone(stats.totalOrders, formatWhole)} />
              <Figure label={t.revenue} value={orNone(stats.totalRevenue, (n) => formatPrice(n, stats.currency))} />
              <Figure label={t.rating} value={stats.totalReviews > 0 ? `${formatFixed(stats.averageRating, 1)} (${formatWhole(stats.totalReviews)})` : t.noReviews} />
            </dl>
          </section>
          <section aria-labelledby="stats-rates">
            <h3 id="stats-rates" className="mb-2 text-sm font-bold text-slate-800">
              {t.performance}
            </h3>
            <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              <Figure label={t.conversion} value={orNone(stats.conversionRate, (n) => `${formatFixed(n, 2)}%`)} />
              <Figure label={t.engagement} value={`${formatFixed(stats.engagementRate, 2)}%`} />
              <Figure label={t.averageOrder} value={orNone(stats.averageOrderValue, (n) => formatPrice(n, stats.currency))} />
            </dl>
            <p className="mt-2 text-xs leading-relaxed text-slate-500">{t.ratesExplained}</p>
          </section>
          <section aria-labelledby="stats-badges">
            <h3 id="stats-badges" className="mb-2 flex items-center gap-1.5 text-sm font-bold text-slate-800">
              <AwardIcon size={16} /> {t.badgesEarned({ earned: earned.size, total: SHOP_BADGES.length })}
            </h3>
            <ul className="grid gap-2 sm:grid-cols-2">
              {SHOP_BADGES.map((badge) => {
                const has = earned.has(badge.id);
                return (
                  <li key={badge.id} data-earned={has} className={cn('flex items-start gap-2.5 rounded-xl border px-3 py-2.5', has ? 'border-amber-200 bg-amber-50' : 'border-slate-200 bg-white opacity-70')}>
                    {has ? <CheckCircleIcon size={18} className="mt-px shrink-0 text-amber-600" /> : <LockIcon size={18} className="mt-px shrink-0 text-slate-400" />}
                    <div>
                      <p className="text-sm font-bold text-slate-900">{badgeWords[badge.id]?.[0] ?? badge.name}</p>
                      <p className="text-xs text-slate-600">{badgeWords[badge.id]?.[1] ?? badge.description}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      )}
    </Modal>
  );
}

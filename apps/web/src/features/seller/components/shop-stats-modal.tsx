import { formatPrice } from '@sokoni/contracts/money';
import { formatFixed, formatWhole } from '@sokoni/contracts/format-count';
import { SHOP_BADGES } from '@sokoni/contracts/seller-rules';
import { cn } from '@/components/cn.ts';
import { AwardIcon, CheckCircleIcon, LockIcon } from '@/components/icons.tsx';
import { Modal } from '@/components/modal.tsx';
import type { SellerShopStats } from '@/entities/shop/api/get-shop-stats.ts';

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
  const earned = new Set(stats?.badges.map((b) => b.id));
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Shop statistics" className="md:max-w-xl">
      {stats && (
        <div className="mt-4 space-y-5">
          <section aria-label="Totals">
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              <Figure label="Products" value={formatWhole(stats.totalProducts)} />
              <Figure label="Views" value={formatWhole(stats.totalViews)} />
              <Figure label="Likes" value={formatWhole(stats.totalLikes)} />
              <Figure label="Sales" value={orNone(stats.totalOrders, formatWhole)} />
              <Figure label="Revenue" value={orNone(stats.totalRevenue, (n) => formatPrice(n, stats.currency))} />
              <Figure label="Rating" value={stats.totalReviews > 0 ? `${formatFixed(stats.averageRating, 1)} (${formatWhole(stats.totalReviews)})` : 'No reviews yet'} />
            </dl>
          </section>
          <section aria-labelledby="stats-rates">
            <h3 id="stats-rates" className="mb-2 text-sm font-bold text-slate-800">
              Performance
            </h3>
            <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              <Figure label="Conversion rate" value={orNone(stats.conversionRate, (n) => `${formatFixed(n, 2)}%`)} />
              <Figure label="Engagement rate" value={`${formatFixed(stats.engagementRate, 2)}%`} />
              <Figure label="Average per order" value={orNone(stats.averageOrderValue, (n) => formatPrice(n, stats.currency))} />
            </dl>
            <p className="mt-2 text-xs leading-relaxed text-slate-500">Conversion is sales over views; engagement is likes over views. Sales are the products you marked as sold.</p>
          </section>
          <section aria-labelledby="stats-badges">
            <h3 id="stats-badges" className="mb-2 flex items-center gap-1.5 text-sm font-bold text-slate-800">
              <AwardIcon size={16} /> Badges earned ({earned.size} of {SHOP_BADGES.length})
            </h3>
            <ul className="grid gap-2 sm:grid-cols-2">
              {SHOP_BADGES.map((badge) => {
                const has = earned.has(badge.id);
                return (
                  <li key={badge.id} data-earned={has} className={cn('flex items-start gap-2.5 rounded-xl border px-3 py-2.5', has ? 'border-amber-200 bg-amber-50' : 'border-slate-200 bg-white opacity-70')}>
                    {has ? <CheckCircleIcon size={18} className="mt-px shrink-0 text-amber-600" /> : <LockIcon size={18} className="mt-px shrink-0 text-slate-400" />}
                    <div>
                      <p className="text-sm font-bold text-slate-900">{badge.name}</p>
                      <p className="text-xs text-slate-600">{badge.description}</p>
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

import { useState } from 'react';
import { Avatar } from '@/components/avatar.tsx';
import { StatusBadge } from '@/components/badge.tsx';
import { StoreIcon } from '@/components/icons.tsx';
import { formatDate } from '@/lib/format/date.ts';
import { formatPhoneForDisplay } from '@/lib/format/phone.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { adminWords } from '../admin-words.ts';
import { rowsOf } from '../api/admin-page.ts';
import { useShops } from '../api/get-shops.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { AdminList } from './admin-list.tsx';
import { FilterBar, SearchField } from './filters.tsx';
import { SectionHeader, useSectionFocus } from './section-header.tsx';
import { TargetLink } from './target-link.tsx';

/** Shops by name, slug or owner. A shop is hidden with its owner's suspension (Users). */
export function ShopsSection() {
  const t = useWords(adminWords);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const query = useShops({ q: q || undefined });
  const rows = rowsOf(query.data);
  const { headingRef } = useSectionFocus();
  return (
    <section aria-labelledby="admin-shops">
      <SectionHeader id="admin-shops" headingRef={headingRef} title={t.shops} description={t.shopsText} />
      <FilterBar>
        <SearchField label={t.searchShops} value={search} onChange={setSearch} placeholder={t.shopsPlaceholder} />
      </FilterBar>
      <AdminList
        query={query}
        count={rows.length}
        label={t.shops}
        noun={{ one: t.shopOne, many: t.shopMany }}
        errorTitle={t.shopsFailed}
        empty={{ icon: <StoreIcon size={28} />, title: t.noShops, description: q ? t.tryAnotherShopName : undefined }}
      >
        {rows.map((shop) => (
          <li key={shop.id} className="flex flex-col gap-2 p-4 md:flex-row md:items-center md:gap-4">
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <Avatar name={shop.name} src={shop.logo} size={40} />
              <div className="min-w-0">
                <h3 className="truncate font-bold">
                  <TargetLink type="shop" id={shop.id}>
                    {shop.name}
                  </TargetLink>
                </h3>
                <p className="truncate text-sm text-slate-600">
                  /{shop.slug} · {t.opened({ date: formatDate(shop.createdAt) })}
                </p>
              </div>
            </div>
            <p className="min-w-0 truncate text-sm text-slate-600 md:w-56">
              {shop.owner.displayName} · <span className="tabular-nums">{formatPhoneForDisplay(shop.owner.phoneNumber)}</span>
            </p>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 md:contents">
              <div className="flex gap-1.5 md:w-36">
                <StatusBadge tone={shop.isActive ? 'success' : 'danger'}>{shop.isActive ? t.visible : t.hidden}</StatusBadge>
                {shop.isVerified && <StatusBadge tone="brand">{t.verified}</StatusBadge>}
              </div>
              <p className="text-sm whitespace-nowrap text-slate-600 tabular-nums md:w-44 md:text-right">
                {t.shopCounts({ products: shop.productsCount, followers: shop.followersCount })}
              </p>
            </div>
          </li>
        ))}
      </AdminList>
    </section>
  );
}

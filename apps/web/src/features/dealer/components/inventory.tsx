import type { ProductStats } from '@sokoni/contracts/catalog';
import { useMemo, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { CarIcon, PlusIcon, SearchIcon } from '@/components/icons.tsx';
import { LoadState, listStatus } from '@/components/load-state.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import type { Listing } from '@/entities/listing/types.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { dealerWords } from '../dealer-words.ts';
import { filterVehicles, makesOf, NO_FILTERS, statusOf, type StatusFilter, type VehicleFilters as Filters } from '../vehicles.ts';
import { VehicleFilters } from './vehicle-filters.tsx';
import { VehicleRow, type VehicleHandlers } from './vehicle-row.tsx';

type Props = {
  listings: Listing[];
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  stats: Readonly<Record<string, ProductStats>>;
  handlers: VehicleHandlers;
  onAdd: () => void;
};

function countsOf(listings: readonly Listing[]): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = { all: listings.length, active: 0, hidden: 0, sold: 0, processing: 0 };
  for (const listing of listings) counts[statusOf(listing)] += 1;
  return counts;
}

/** The vehicle inventory with its filters, and its loading, error, empty and no-match states. */
export function Inventory({ listings, query, stats, handlers, onAdd }: Props) {
  const t = useWords(dealerWords);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const shown = useMemo(() => filterVehicles(listings, filters), [listings, filters]);
  const makes = useMemo(() => makesOf(listings), [listings]);
  const counts = useMemo(() => countsOf(listings), [listings]);
  return (
    <section aria-labelledby="inventory-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="inventory-heading" className="text-lg font-bold text-slate-900">
          {t.inventory}
        </h2>
      </div>
      <LoadState
        status={listStatus(query, listings.length)}
        loading={
          <div className="space-y-3" role="status" aria-label={t.loadingVehicles}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-36 rounded-2xl" />
            ))}
          </div>
        }
        error={{ title: t.loadVehiclesFailed, onRetry: () => void query.refetch() }}
        empty={{
          icon: <CarIcon size={30} />,
          title: t.emptyTitle,
          description: t.emptyText,
          actions: (
            <Button size="lg" onClick={onAdd}>
              <PlusIcon size={18} /> {t.addVehicle}
            </Button>
          ),
        }}
        frameClassName="rounded-3xl border border-dashed border-slate-300 bg-white"
      >
        <VehicleFilters filters={filters} makes={makes} counts={counts} onChange={setFilters} />
        {shown.length > 0 ? (
          <ul className="grid gap-3 lg:grid-cols-2" aria-label={t.vehicles}>
            {shown.map((listing) => (
              <VehicleRow key={listing.id} listing={listing} stats={stats[listing.id]} handlers={handlers} />
            ))}
          </ul>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center">
            <SearchIcon size={24} className="mx-auto text-slate-400" />
            <p className="mt-2 font-semibold text-slate-800">{t.noMatch}</p>
            <Button variant="ghost" size="sm" className="mt-2" onClick={() => setFilters(NO_FILTERS)}>
              {t.clearFilters}
            </Button>
          </div>
        )}
      </LoadState>
    </section>
  );
}

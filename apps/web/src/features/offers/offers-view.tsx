import type { OfferStatus } from '@sokoni/contracts/offer-rules';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { cn } from '@/components/cn.ts';
import { TagIcon } from '@/components/icons.tsx';
import { LoadState } from '@/components/load-state.tsx';
import { CARD_CLASS, Page } from '@/components/page.tsx';
import { useOffers } from '@/entities/offer/api/get-offers.ts';
import { OfferRow } from '@/entities/offer/ui/offer-row.tsx';
import { useMinuteClock } from '@/entities/offer/use-minute-clock.ts';
import { loadFailureHint } from '@/lib/api/api-error.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';

const TABS: { status: OfferStatus; label: string; empty: string }[] = [
  { status: 'open', label: 'Open', empty: 'No open offers. Make one on any listing marked Negotiable.' },
  { status: 'accepted', label: 'Accepted', empty: 'No accepted offers yet.' },
  { status: 'declined', label: 'Declined', empty: 'No declined offers.' },
  { status: 'expired', label: 'Expired', empty: 'No expired offers. An offer stays open for 48 hours.' },
];

/** My Offers (issue 28): the buyer's offers by state, each opening its chat with the shop. */
export function OffersView() {
  const { push } = useNavigation();
  const [status, setStatus] = useState<OfferStatus>('open');
  const query = useOffers('buyer', status);
  const offers = query.data ?? [];
  const tab = TABS.find((t) => t.status === status)!;
  const now = useMinuteClock();
  return (
    <Page title="My Offers" subtitle="Your offers and the shops’ answers">
      <div role="tablist" aria-label="Offers by state" className="mb-3 flex gap-1 overflow-x-auto">
        {TABS.map((t) => (
          <button
            key={t.status}
            type="button"
            role="tab"
            aria-selected={t.status === status}
            onClick={() => setStatus(t.status)}
            className={cn('rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap', t.status === status ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50')}
          >
            {t.label}
          </button>
        ))}
      </div>
      <LoadState
        status={query.isPending ? 'loading' : query.isError ? 'error' : offers.length === 0 ? 'empty' : 'ready'}
        loading={<div className="h-40 animate-pulse rounded-2xl bg-slate-100" role="status" aria-label="Loading offers" />}
        error={{ title: 'Failed to load your offers', description: loadFailureHint(query.error), onRetry: () => void query.refetch() }}
        empty={{
          icon: <TagIcon size={28} />,
          title: tab.empty,
          actions: (
            <Button size="lg" onClick={() => push('browse')}>
              Browse Products
            </Button>
          ),
        }}
        frameClassName={CARD_CLASS}
      >
        <ul className={cn(CARD_CLASS, 'divide-y divide-slate-100 p-1')} aria-label={`${tab.label} offers`}>
          {offers.map((offer) => (
            <OfferRow key={offer.id} offer={offer} now={now} onOpen={(o) => o.chatId && push('messages', { chat: o.chatId })} />
          ))}
        </ul>
      </LoadState>
    </Page>
  );
}

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
import { useWords } from '@/lib/i18n/use-words.ts';
import { offerWords } from '@/entities/offer/offer-words.ts';
import { statusLabel } from '@/entities/offer/offer-rules.ts';
import { myOffersWords } from './offers-words.ts';

/** Each tab: its status (named by the offer's words), what an empty tab says and the list's name. */
const TABS = [
  { status: 'open', empty: 'emptyOpen', list: 'openOffers' },
  { status: 'accepted', empty: 'emptyAccepted', list: 'acceptedOffers' },
  { status: 'declined', empty: 'emptyDeclined', list: 'declinedOffers' },
  { status: 'expired', empty: 'emptyExpired', list: 'expiredOffers' },
] as const satisfies { status: OfferStatus; empty: string; list: string }[];

/** My Offers (issue 28): the buyer's offers by state, each opening its chat with the shop. */
export function OffersView() {
  const { push } = useNavigation();
  const t = useWords(myOffersWords);
  const offerT = useWords(offerWords);
  const [status, setStatus] = useState<OfferStatus>('open');
  const query = useOffers('buyer', status);
  const offers = query.data ?? [];
  const tab = TABS.find((each) => each.status === status)!;
  const now = useMinuteClock();
  return (
    <Page title={t.title} subtitle={t.subtitle}>
      <div role="tablist" aria-label={t.byState} className="mb-3 flex gap-1 overflow-x-auto">
        {TABS.map((each) => (
          <button
            key={each.status}
            type="button"
            role="tab"
            aria-selected={each.status === status}
            onClick={() => setStatus(each.status)}
            className={cn('rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap', each.status === status ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50')}
          >
            {statusLabel(each.status, offerT)}
          </button>
        ))}
      </div>
      <LoadState
        status={query.isPending ? 'loading' : query.isError ? 'error' : offers.length === 0 ? 'empty' : 'ready'}
        loading={<div className="h-40 animate-pulse rounded-2xl bg-slate-100" role="status" aria-label={t.loading} />}
        error={{ title: t.loadFailed, description: loadFailureHint(query.error), onRetry: () => void query.refetch() }}
        empty={{
          icon: <TagIcon size={28} />,
          title: t[tab.empty],
          actions: (
            <Button size="lg" onClick={() => push('browse')}>
              {t.browseProducts}
            </Button>
          ),
        }}
        frameClassName={CARD_CLASS}
      >
        <ul className={cn(CARD_CLASS, 'divide-y divide-slate-100 p-1')} aria-label={t[tab.list]}>
          {offers.map((offer) => (
            <OfferRow key={offer.id} offer={offer} now={now} onOpen={(o) => o.chatId && push('messages', { chat: o.chatId })} />
          ))}
        </ul>
      </LoadState>
    </Page>
  );
}

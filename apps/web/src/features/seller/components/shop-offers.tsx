import type { Offer } from '@sokoni/contracts/offers';
import { TagIcon } from '@/components/icons.tsx';
import { CARD_CLASS } from '@/components/page.tsx';
import { useOffers } from '@/entities/offer/api/get-offers.ts';
import { OfferRow } from '@/entities/offer/ui/offer-row.tsx';
import { useMinuteClock } from '@/entities/offer/use-minute-clock.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';

/** Open offers by listing, each listing's best first (the server sends them so), listings in order of their best offer. */
function byListing(offers: readonly Offer[]): Offer[][] {
  const groups = new Map<string, Offer[]>();
  for (const offer of offers) groups.set(offer.productId, [...(groups.get(offer.productId) ?? []), offer]);
  return [...groups.values()].sort((a, b) => b[0]!.amount - a[0]!.amount);
}

/** The dashboard's offers (issue 28): what is on the table per listing, best first, and the prices agreed. */
export function ShopOffers() {
  const { push } = useNavigation();
  const now = useMinuteClock();
  const open = useOffers('seller', 'open');
  const accepted = useOffers('seller', 'accepted');
  const openOffers = open.data ?? [];
  const agreed = accepted.data ?? [];
  if (openOffers.length === 0 && agreed.length === 0) return null;
  const toChat = (offer: Offer) => offer.chatId && push('messages', { chat: offer.chatId });
  return (
    <section className={`${CARD_CLASS} p-4`} aria-labelledby="shop-offers-title">
      <h2 id="shop-offers-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <TagIcon size={18} /> Offers
      </h2>
      {openOffers.length > 0 && (
        <div className="mt-2 space-y-3">
          {byListing(openOffers).map((group) => (
            <div key={group[0]!.productId}>
              <h3 className="px-3 text-sm font-semibold text-slate-600">
                {group[0]!.productTitle} · {group.length} open
              </h3>
              <ul className="divide-y divide-slate-100" aria-label={`Open offers on ${group[0]!.productTitle}`}>
                {group.map((offer) => (
                  <OfferRow key={offer.id} offer={offer} now={now} onOpen={toChat} />
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {agreed.length > 0 && (
        <div className="mt-3">
          <h3 className="px-3 text-sm font-semibold text-slate-600">Accepted</h3>
          <ul className="divide-y divide-slate-100" aria-label="Accepted offers">
            {agreed.map((offer) => (
              <OfferRow key={offer.id} offer={offer} now={now} onOpen={toChat} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

import type { Offer } from '@sokoni/contracts/offers';
import { TagIcon } from '@/components/icons.tsx';
import { CARD_CLASS } from '@/components/page.tsx';
import { useOffers } from '../api/get-offers.ts';
import { byListing } from '../offer-rules.ts';
import { useMinuteClock } from '../use-minute-clock.ts';
import { OfferRow } from './offer-row.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { offerWords } from '../offer-words.ts';

type Props = {
  /** Opens the offer's chat: the shop chat for a shop, the buyer's conversation for a dealer. */
  onOpen: (offer: Offer) => void;
  /** How the dashboard calls what it sells ("listing", "vehicle"), for the lists' names. */
  noun?: 'listing' | 'vehicle';
};

/** A dashboard's offers (issue 28): what is on the table per listing, best first, and the prices agreed. Nothing while there are none. */
export function ShopOffers({ onOpen, noun = 'listing' }: Props) {
  const t = useWords(offerWords);
  const untitled = noun === 'vehicle' ? t.aVehicle : t.aListing;
  const now = useMinuteClock();
  const open = useOffers('seller', 'open');
  const accepted = useOffers('seller', 'accepted');
  const openOffers = open.data ?? [];
  const agreed = accepted.data ?? [];
  if (openOffers.length === 0 && agreed.length === 0) return null;
  return (
    <section className={`${CARD_CLASS} p-4`} aria-labelledby="shop-offers-title">
      <h2 id="shop-offers-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <TagIcon size={18} /> {t.offers}
      </h2>
      {openOffers.length > 0 && (
        <div className="mt-2 space-y-3">
          {byListing(openOffers).map((group) => (
            <div key={group[0]!.productId}>
              <h3 className="px-3 text-sm font-semibold text-slate-600">
                {group[0]!.productTitle || untitled} · {t.openCount({ count: group.length })}
              </h3>
              <ul className="divide-y divide-slate-100" aria-label={t.openOffersOn({ title: group[0]!.productTitle || untitled })}>
                {group.map((offer) => (
                  <OfferRow key={offer.id} offer={offer} now={now} onOpen={onOpen} />
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {agreed.length > 0 && (
        <div className="mt-3">
          <h3 className="px-3 text-sm font-semibold text-slate-600">{t.accepted}</h3>
          <ul className="divide-y divide-slate-100" aria-label={t.acceptedOffers}>
            {agreed.map((offer) => (
              <OfferRow key={offer.id} offer={offer} now={now} onOpen={onOpen} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

import { useMemo, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { ChatIcon, PlusIcon } from '@/components/icons.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { useListings } from '@/entities/listing/api/get-listings.ts';
import { useSellingCurrency } from '@/entities/country/api/get-selling-currency.ts';
import { allListings } from '@/entities/listing/listing-cache.ts';
import { type ListingDialog, ListingDialogs, type ListingDialogWords, NO_DIALOG } from '@/features/listing-dialogs/listing-dialogs.tsx';
import { useListingActions } from '@/entities/listing/use-listing-actions.ts';
import { ShopOffers } from '@/entities/offer/ui/shop-offers.tsx';
import { useProcessingWatch } from '@/entities/listing/use-processing-watch.ts';
import type { MyShop } from '@/entities/shop/types.ts';
import { describeError } from '@/lib/api/describe-error.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useVehicleStats } from '../api/get-vehicle-stats.ts';
import { dealerWords, vehicleDropWords } from '../dealer-words.ts';
import { needsDetails, totalsOf, vehicleName } from '../vehicles.ts';
import { ConfirmDetailsPrompt } from './confirm-details-prompt.tsx';
import { DealerTotals } from './dealer-totals.tsx';
import { Inventory } from './inventory.tsx';
import type { VehicleHandlers } from './vehicle-row.tsx';

/**
 * The dealer's dashboard (doc 1 §2.2): totals, the vehicle inventory with search, make and status
 * filters, per-vehicle figures, a video-first Add vehicle (the same upload and AI processing as a
 * shop's products) and, after the AI's draft, the make, model, year and mileage to confirm.
 */
export function DealerDashboard({ shop }: { shop: MyShop }) {
  const t = useWords(dealerWords);
  const drop = useWords(vehicleDropWords);
  const dialogWords = useMemo<ListingDialogWords>(
    () => ({
      editTitle: (listing) => (needsDetails(listing) ? t.confirmTitle : t.editTitle),
      saved: t.saved,
      deleteTitle: t.deleteTitle,
      deleteDescription: (listing) => t.deleteText({ name: vehicleName(listing) }),
      drop,
    }),
    [t, drop],
  );
  const shopId = shop.id;
  const { push } = useNavigation();
  const toast = useToast();
  const query = useListings(shopId);
  const listings = useMemo(() => allListings(query.data), [query.data]);
  useProcessingWatch(shopId, listings);
  const stats = useVehicleStats(shopId, listings.map((l) => l.id));
  const totals = useMemo(() => totalsOf(listings, stats.data ?? {}), [listings, stats.data]);
  const waiting = useMemo(() => listings.filter((l) => l.mediaProcessing?.status === 'completed' && needsDetails(l)), [listings]);
  const currency = useSellingCurrency();
  const actions = useListingActions(shopId);
  const [dialog, setDialog] = useState<ListingDialog>(NO_DIALOG);

  const handlers: VehicleHandlers = {
    onDetails: (listing) => setDialog({ kind: 'edit', listing }),
    onDelete: (listing) => setDialog({ kind: 'delete', listing }),
    onMarkSold: (listing) => setDialog({ kind: 'sold', listing }),
    onToggleVisibility: (listing) => void actions.toggleVisibility(listing),
    onMarkAvailable: (listing) => void actions.setSold(listing, false).catch((error: unknown) => toast.error(describeError(error, t.updateFailed))),
    onRetry: (listing) => void actions.retry(listing),
  };

  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button size="lg" className="col-span-2" onClick={() => setDialog({ kind: 'add' })}>
          <PlusIcon size={18} /> {t.addVehicle}
        </Button>
        <Button size="lg" variant="outline" className="col-span-2" onClick={() => push('chat')}>
          <ChatIcon size={18} /> {t.conversations}
        </Button>
      </div>
      <DealerTotals totals={totals} statsLoading={stats.isPending && listings.length > 0} />
      <ConfirmDetailsPrompt waiting={waiting} onConfirm={(listing) => setDialog({ kind: 'edit', listing })} />
      <ShopOffers noun="vehicle" onOpen={(offer) => push('chat', { with: offer.buyerId })} />
      <Inventory listings={listings} query={query} stats={stats.data ?? {}} handlers={handlers} onAdd={() => setDialog({ kind: 'add' })} />

      <ListingDialogs dialog={dialog} onDialogChange={setDialog} shopId={shopId} currency={currency} actions={actions} words={dialogWords} vehicle />
    </div>
  );
}

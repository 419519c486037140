import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button.tsx';
import { ChartIcon, PencilIcon, PlusIcon } from '@/components/icons.tsx';
import { useListings } from '@/entities/listing/api/get-listings.ts';
import { useSellingCurrency } from '@/entities/country/api/get-selling-currency.ts';
import { allListings } from '@/entities/listing/listing-cache.ts';
import { awaitsReview, isProcessing } from '@/entities/listing/listing-state.ts';
import { type ListingDialog, ListingDialogs, type ListingDialogWords, NO_DIALOG } from '@/features/listing-dialogs/listing-dialogs.tsx';
import { useListingActions } from '@/entities/listing/use-listing-actions.ts';
import { useProcessingWatch } from '@/entities/listing/use-processing-watch.ts';
import { useShopStats } from '@/entities/shop/api/get-shop-stats.ts';
import { isShopVerified, type MyShop } from '@/entities/shop/types.ts';
import { ShopOffers } from '@/entities/offer/ui/shop-offers.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useCurrentUser } from '@/lib/session/get-current-user.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useListingHandlers } from '../hooks/use-listing-handlers.ts';
import { CommentsToggle } from './comments-toggle.tsx';
import { EditShopModal } from './edit-shop-modal.tsx';
import { ProductGrid } from './product-grid.tsx';
import { ReviewPrompt } from './review-prompt.tsx';
import { ShopHeader } from './shop-header.tsx';
import { ShopStatsModal } from './shop-stats-modal.tsx';
import { StatsSummary } from './stats-summary.tsx';
import { VerificationBanner } from './verification-banner.tsx';
import { sellerWords } from '../seller-words.ts';

/** Which of the dashboard's dialogs is open (doc 2 §2.14 lists them); the add-product modal stays mounted. */
type Dialog = ListingDialog | { kind: 'edit-shop' } | { kind: 'stats' };
const NONE: Dialog = NO_DIALOG;

/** The seller dashboard (doc 2 §2.14): header, verification, statistics, products, comments, and their dialogs. */
export function SellerDashboard({ shop }: { shop: MyShop }) {
  const t = useWords(sellerWords);
  const dialogWords = useMemo<ListingDialogWords>(
    () => ({ saved: t.productUpdated, deleteTitle: t.deleteTitle, deleteDescription: (listing) => t.deleteText({ title: listing.title }) }),
    [t],
  );
  const shopId = shop.isOptimistic ? undefined : shop.id;
  const session = useSession();
  const { data: freshUser } = useCurrentUser();
  const user = freshUser ?? (session.status === 'authenticated' ? session.user : null);
  const listingsQuery = useListings(shopId);
  const listings = useMemo(() => allListings(listingsQuery.data), [listingsQuery.data]);
  useProcessingWatch(shopId, listings);
  const stats = useShopStats(shopId);
  const currency = useSellingCurrency();
  const actions = useListingActions(shop.id);
  const { push } = useNavigation();
  const [dialog, setDialogState] = useState<Dialog>(NONE);
  // "Your listing is ready to review" links here with ?review={id}: that draft's review is open once it is loaded.
  const [params, setParams] = useSearchParams();
  const reviewId = params.get('review');
  const linked = reviewId ? listings.find((l) => l.id === reviewId) : undefined;
  const shown: Dialog = dialog.kind === 'none' && linked ? { kind: 'edit', listing: linked } : dialog;
  const setDialog = (next: Dialog) => {
    if (reviewId) {
      setParams(
        (p) => {
          p.delete('review');
          return p;
        },
        { replace: true },
      );
    }
    setDialogState(next);
  };
  const handlers = useListingHandlers(shop.id, {
    edit: (listing) => setDialog({ kind: 'edit', listing }),
    remove: (listing) => setDialog({ kind: 'delete', listing }),
    sold: (listing) => setDialog({ kind: 'sold', listing }),
  });
  const waiting = listings.filter(awaitsReview);

  const headerActions = (
    <>
      <Button onClick={() => setDialog({ kind: 'add' })}>
        <PlusIcon size={18} /> {t.addProduct}
      </Button>
      <Button variant="outline" onClick={() => setDialog({ kind: 'edit-shop' })}>
        <PencilIcon size={16} /> {t.editShop}
      </Button>
      <Button variant="outline" onClick={() => setDialog({ kind: 'stats' })} disabled={!stats.data}>
        <ChartIcon size={16} /> {t.statistics}
      </Button>
    </>
  );

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 pt-5 pb-8 md:px-6 md:pt-8">
      <ShopHeader shop={shop} aiWorking={listings.some(isProcessing)} actions={headerActions} />
      {!isShopVerified(shop) && <VerificationBanner user={user} />}
      {shopId && (
        <>
          <ReviewPrompt waiting={waiting} onReview={handlers.onReview} />
          <StatsSummary stats={stats.data} loading={stats.isPending} onOpen={() => setDialog({ kind: 'stats' })} />
          <ShopOffers onOpen={(offer) => offer.chatId && push('messages', { chat: offer.chatId })} />
          <ProductGrid query={listingsQuery} handlers={handlers} onAdd={() => setDialog({ kind: 'add' })} />
          <CommentsToggle shopId={shopId} />
          <ListingDialogs dialog={shown} onDialogChange={setDialog} shopId={shopId} currency={currency} actions={actions} words={dialogWords} />
          <EditShopModal shop={shop} open={dialog.kind === 'edit-shop'} onOpenChange={(open) => setDialog(open ? { kind: 'edit-shop' } : NONE)} />
          <ShopStatsModal stats={stats.data} open={dialog.kind === 'stats'} onOpenChange={(open) => setDialog(open ? { kind: 'stats' } : NONE)} />
        </>
      )}
    </div>
  );
}

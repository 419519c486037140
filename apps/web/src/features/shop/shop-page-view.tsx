import { ShopProfile } from '@/features/social/shop-profile.tsx';
import { useCommentsSheet } from '@/components/comments-sheet/use-comments-sheet.ts';
import { ArrowLeftIcon } from '@/components/icons.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { ShopReviewsButton } from './components/shop-reviews-button.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { shopWords } from '@/entities/shop/shop-words.ts';

/** A public shop page (/shops/:id, doc 1 §2.9), with its comments and reviews in the sheet. */
export function ShopPageView() {
  const { current, back, canGoBack, push } = useNavigation();
  const { open: openComments } = useCommentsSheet();
  const id = current.view === 'shop-page' ? (current.params.id ?? '') : '';
  const goBack = () => (canGoBack ? back() : push('browse'));
  const t = useWords(shopWords);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-10 md:px-6 md:pt-6">
      <div className="mb-4 flex items-center justify-between gap-2">
        <button type="button" onClick={goBack} className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-semibold text-slate-600 hover:bg-slate-100">
          <ArrowLeftIcon size={18} /> {t.back}
        </button>
        {id && <ShopReviewsButton shopId={id} onOpen={(shop) => openComments({ targetType: 'shop', targetId: shop.id, title: shop.name })} />}
      </div>
      <ShopProfile key={id} shopId={id} onBack={goBack} />
    </div>
  );
}

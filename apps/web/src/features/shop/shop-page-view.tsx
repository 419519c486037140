import { ShopProfile } from '@/components/catalog/shop-profile.tsx';
import { ArrowLeftIcon } from '@/components/icons.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';

/** A public shop page (/shops/:id, doc 1 §2.9). */
export function ShopPageView() {
  const { current, back, canGoBack, push } = useNavigation();
  const id = current.view === 'shop-page' ? (current.params.id ?? '') : '';
  const goBack = () => (canGoBack ? back() : push('browse'));
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-10 md:px-6 md:pt-6">
      <button type="button" onClick={goBack} className="mb-4 inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-semibold text-slate-600 hover:bg-slate-100">
        <ArrowLeftIcon size={18} /> Back
      </button>
      <ShopProfile key={id} shopId={id} onBack={goBack} />
    </div>
  );
}

import type { ChatProduct } from '@sokoni/contracts/chats';
import { ChevronRightIcon } from '@/components/icons.tsx';
import { MakeOfferButton } from '@/entities/offer/ui/make-offer-button.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { messagesWords } from '../messages-words.ts';

/**
 * doc 2 §2.4: 'Chatting about product' with its title, price and picture (or video still); opens
 * the product. The buyer may make an offer on it from here (issue 28): `offerTo` names the shop.
 */
export function ProductBar({ product, offerTo = null }: { product: ChatProduct; offerTo?: string | null }) {
  const { push } = useNavigation();
  const t = useWords(messagesWords);
  return (
    <div className="flex items-center border-b border-slate-200 bg-white pr-3 md:pr-5">
      <button
        type="button"
        onClick={() => push('detail', { id: product.id })}
        className="flex min-w-0 flex-1 items-center gap-3 px-3 py-2 text-left hover:bg-slate-50 md:px-5"
      >
        <span className="h-11 w-11 shrink-0 overflow-hidden rounded-lg bg-slate-100">
          {product.image ? (
            <img src={product.image} alt="" className="h-full w-full object-cover" />
          ) : product.video ? (
            <video src={product.video} muted playsInline preload="metadata" className="h-full w-full object-cover" />
          ) : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-[11px] font-semibold tracking-wide text-slate-500 uppercase">{t.chattingAbout}</span>
          <span className="block truncate text-sm font-semibold text-slate-900">{product.title}</span>
          <span className="block text-sm font-bold text-brand-700">{product.formattedPrice}</span>
        </span>
        {!product.isAvailable && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">{t.noLongerListed}</span>}
        <ChevronRightIcon size={18} className="shrink-0 text-slate-400" />
      </button>
      {offerTo && product.isAvailable && product.price.amount > 0 && (
        <MakeOfferButton size="sm" variant="accent" label={t.offer} openChat={false} product={{ id: product.id, title: product.title, price: product.price.amount, currency: product.price.currency }} shopName={offerTo} />
      )}
    </div>
  );
}

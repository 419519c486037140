import type { Conversation } from '@sokoni/contracts/chats';
import { CarIcon, ChevronRightIcon } from '@/components/icons.tsx';
import { MakeOfferButton } from '@/entities/offer/ui/make-offer-button.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { carLabel } from './conversation-list.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { messagesWords } from '../messages-words.ts';

/**
 * doc 2 §2.5: the car the conversation is about; opens its details. The buyer may make an offer on
 * it from here (issue 28): `offerTo` names the dealership, and the offer lands in this conversation.
 */
export function CarBar({ car, offerTo = null }: { car: NonNullable<Conversation['car']>; offerTo?: string | null }) {
  const { push } = useNavigation();
  const t = useWords(messagesWords);
  return (
    <div className="flex items-center border-b border-slate-200 bg-white pr-3 md:pr-5">
      <button type="button" onClick={() => push('detail', { id: car.id })} className="flex min-w-0 flex-1 items-center gap-3 px-3 py-2 text-left hover:bg-slate-50 md:px-5">
        <span className="flex h-11 w-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 text-slate-400">
          {car.image ? <img src={car.image} alt="" className="h-full w-full object-cover" /> : <CarIcon size={22} />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-slate-900">{carLabel(car)}</span>
          <span className="block text-sm font-bold text-brand-700">{car.formattedPrice}</span>
        </span>
        <span className="text-xs font-semibold text-brand-700">{t.viewCar}</span>
        <ChevronRightIcon size={18} className="shrink-0 text-slate-400" />
      </button>
      {offerTo && car.isAvailable && car.price > 0 && (
        <MakeOfferButton size="sm" variant="accent" label={t.offer} openChat={false} product={{ id: car.id, title: car.title || carLabel(car), price: car.price, currency: car.currency }} shopName={offerTo} />
      )}
    </div>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@/components/button.tsx';
import { TagIcon } from '@/components/icons.tsx';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import { useToast } from '@/components/toast/toast-context.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { params } from '@nanostores/i18n';
import { i18n } from '@/lib/i18n/i18n.ts';

// Its own two words: the product page carries this button, not the whole offer vocabulary.
const offerButtonWords = i18n('offerButton', {
  makeOffer: 'Make Offer',
  offerSent: params('Offer sent to {shop}. Their answer will be in Messages.'),
});

// The dialog (and its dialog library) loads when a buyer taps Make Offer.
const MakeOfferDialog = lazy(() => import('./make-offer-dialog.tsx').then((m) => ({ default: m.MakeOfferDialog })));

type Props = {
  product: { id: string; title: string; price: number; currency: string };
  shopName: string;
  /** After sending: go to the chat with the shop (default), or stay where the button is. */
  openChat?: boolean;
  label?: string;
} & Pick<ButtonProps, 'variant' | 'size' | 'block' | 'className'>;

/**
 * Make Offer (issue 28) wherever a buyer meets a listing: a guest is asked to sign in first; the
 * offer goes into the chat with the shop, which opens when it is sent.
 */
export function MakeOfferButton({ product, shopName, openChat = true, label, ...button }: Props) {
  const t = useWords(offerButtonWords);
  const [open, setOpen] = useState(false);
  const requireLogin = useRequireLogin('general');
  const toast = useToast();
  const { push } = useNavigation();
  return (
    <>
      <Button {...button} onClick={() => requireLogin() && setOpen(true)}>
        <TagIcon size={18} /> {label ?? t.makeOffer}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <MakeOfferDialog
            open
            onOpenChange={setOpen}
            product={product}
            shopName={shopName}
            onSent={(offer) => {
              toast.success(t.offerSent({ shop: shopName }));
              if (openChat && offer.chatId) push('messages', { chat: offer.chatId });
            }}
          />
        </Suspense>
      )}
    </>
  );
}

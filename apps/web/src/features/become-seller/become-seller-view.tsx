import type { ReactNode } from 'react';
import { Button } from '@/components/button.tsx';
import { ChatIcon, ShieldCheckIcon, SparklesIcon } from '@/components/icons.tsx';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import { Card, Page } from '@/components/page.tsx';
import { LISTING_ASSISTANT } from '@/entities/listing/listing-words.ts';
import { useMyShop } from '@/entities/shop/api/get-my-shop.ts';
import { useCreateShopFlow } from '@/entities/shop/ui/create-shop-dialog.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { becomeSellerWords } from './become-seller-words.ts';

type BecomeSellerWords = ReturnType<typeof becomeSellerWords.get>;

const benefits = (t: BecomeSellerWords): Array<{ icon: ReactNode; title: string; text: string }> => [
  { icon: <SparklesIcon size={22} />, title: t.listWithVideo, text: t.listWithVideoText({ assistant: LISTING_ASSISTANT }) },
  { icon: <ChatIcon size={22} />, title: t.chatWithBuyers, text: t.chatWithBuyersText },
  { icon: <ShieldCheckIcon size={22} />, title: t.earnTrust, text: t.earnTrustText },
];

/** Signed in: into shop creation (the Create Shop confirmation), then the shop view; a shop already open goes straight there. */
function SignedInAction() {
  const t = useWords(becomeSellerWords);
  const { push } = useNavigation();
  const mine = useMyShop();
  const create = useCreateShopFlow(() => push('shop'));
  const shop = mine.data?.shop;
  if (shop && !shop.isOptimistic) {
    return (
      <Button size="lg" block onClick={() => push('shop')}>
        {t.goToShop}
      </Button>
    );
  }
  return (
    <>
      <Button size="lg" block loading={mine.isPending || create.creating} onClick={create.open}>
        {t.startSelling}
      </Button>
      {create.dialog}
    </>
  );
}

/** Guests are asked to sign in first (doc 1 §6). */
function GuestAction() {
  const t = useWords(becomeSellerWords);
  const requireLogin = useRequireLogin('general');
  return (
    <Button size="lg" block onClick={() => requireLogin()}>
      {t.signInToSell}
    </Button>
  );
}

/** The seller call-to-action (/become-seller). */
export function BecomeSellerView() {
  const t = useWords(becomeSellerWords);
  const session = useSession();
  return (
    <Page title={t.title} subtitle={t.subtitle}>
      <div className="space-y-4">
        <ul className="grid gap-3 md:grid-cols-3">
          {benefits(t).map((benefit) => (
            <li key={benefit.title}>
              <Card className="h-full p-5">
                <span className="flex size-11 items-center justify-center rounded-xl bg-accent-400/20 text-accent-600">{benefit.icon}</span>
                <h2 className="mt-3 font-bold text-slate-900">{benefit.title}</h2>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{benefit.text}</p>
              </Card>
            </li>
          ))}
        </ul>
        {session.status === 'authenticated' ? <SignedInAction /> : <GuestAction />}
      </div>
    </Page>
  );
}

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

const BENEFITS: Array<{ icon: ReactNode; title: string; text: string }> = [
  { icon: <SparklesIcon size={22} />, title: 'List with a video', text: `Upload a short video; ${LISTING_ASSISTANT} drafts the title, description and price.` },
  { icon: <ChatIcon size={22} />, title: 'Chat with buyers', text: 'Buyers message your shop directly about each product.' },
  { icon: <ShieldCheckIcon size={22} />, title: 'Earn trust', text: 'Verified shops show a badge and rank higher in search.' },
];

/** Signed in: into shop creation (the Create Shop confirmation), then the shop view; a shop already open goes straight there. */
function SignedInAction() {
  const { push } = useNavigation();
  const mine = useMyShop();
  const create = useCreateShopFlow(() => push('shop'));
  const shop = mine.data?.shop;
  if (shop && !shop.isOptimistic) {
    return (
      <Button size="lg" block onClick={() => push('shop')}>
        Go to your shop
      </Button>
    );
  }
  return (
    <>
      <Button size="lg" block loading={mine.isPending || create.creating} onClick={create.open}>
        Start Selling
      </Button>
      {create.dialog}
    </>
  );
}

/** Guests are asked to sign in first (doc 1 §6). */
function GuestAction() {
  const requireLogin = useRequireLogin('general');
  return (
    <Button size="lg" block onClick={() => requireLogin()}>
      Sign in to start selling
    </Button>
  );
}

/** The seller call-to-action (/become-seller). */
export function BecomeSellerView() {
  const session = useSession();
  return (
    <Page title="Sell on Sokoni" subtitle="Open your shop and reach buyers across Eswatini and Southern Africa.">
      <div className="space-y-4">
        <ul className="grid gap-3 md:grid-cols-3">
          {BENEFITS.map((benefit) => (
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

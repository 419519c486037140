import type { ReactNode } from 'react';
import { Button } from '@/components/button.tsx';
import { ChatIcon, ShieldCheckIcon, SparklesIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';

const BENEFITS: Array<{ icon: ReactNode; title: string; text: string }> = [
  { icon: <SparklesIcon size={22} />, title: 'List with a video', text: 'Upload a short video; the AI helper drafts the title, description and price.' },
  { icon: <ChatIcon size={22} />, title: 'Chat with buyers', text: 'Buyers message your shop directly about each product.' },
  { icon: <ShieldCheckIcon size={22} />, title: 'Earn trust', text: 'Verified shops show a badge and rank higher in search.' },
];

/** The seller call-to-action (/become-seller). */
export function BecomeSellerView() {
  const { push } = useNavigation();
  const requireLogin = useRequireLogin('general');
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
        <Button size="lg" block onClick={() => requireLogin() && push('shop')}>
          Start Selling
        </Button>
      </div>
    </Page>
  );
}

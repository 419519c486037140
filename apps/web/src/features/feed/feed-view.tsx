import { CLIENT_MESSAGES } from '@sokoni/contracts/messages';
import { Button } from '@/components/button.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { PackageIcon } from '@/components/icons.tsx';
import { LandingHero } from '@/components/landing-hero.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useSession } from '@/lib/session/use-session.ts';

/**
 * The full-screen feed (view tiktok). There is no product catalog to load yet, so the feed shows
 * its empty state (doc 1 §2.5) — for guests under the landing hero (doc 1 §1).
 */
export function FeedView() {
  const session = useSession();
  const { push, back, canGoBack } = useNavigation();
  const guest = session.status !== 'authenticated';
  return (
    <div className="min-h-[calc(100dvh-7.5rem-env(safe-area-inset-bottom))] bg-slate-950 md:min-h-[calc(100dvh-4rem)]">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-3 pt-3 pb-6 md:px-6 md:pt-8">
        {guest && <LandingHero tone="dark" />}
        <div className="flex flex-1 items-center justify-center rounded-3xl bg-gradient-to-b from-slate-900 to-slate-950 ring-1 ring-white/10">
          <EmptyState
            tone="dark"
            icon={<PackageIcon size={30} />}
            title={CLIENT_MESSAGES.noProductsYet}
            description="Products that shops list will play here one at a time. Be the first to list yours."
            actions={
              <>
                <Button variant="accent" size="lg" onClick={() => push('become-seller')}>
                  List Your Product
                </Button>
                <Button variant="inverse" size="lg" onClick={() => (canGoBack ? back() : push('browse'))}>
                  Go Back
                </Button>
              </>
            }
          />
        </div>
      </div>
    </div>
  );
}

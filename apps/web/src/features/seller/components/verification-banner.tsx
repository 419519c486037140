import type { User } from '@sokoni/contracts/users';
import { Button } from '@/components/button.tsx';
import { ShieldCheckIcon } from '@/components/icons.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';

/**
 * doc 2 §2.14: shown while the shop is not verified. Pending ID: 'Verification Under Review'
 * (24-48 hours; products can still be added). Otherwise a prompt to start verification, in the
 * account view (the verification modal comes with the account issue).
 */
export function VerificationBanner({ user }: { user: Pick<User, 'idVerificationStatus'> | null }) {
  const { push } = useNavigation();
  if (user?.idVerificationStatus === 'pending') {
    return (
      <div role="status" data-testid="verification-banner" className="flex items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sky-950">
        <ShieldCheckIcon size={22} className="mt-0.5 shrink-0 text-sky-600" />
        <div>
          <p className="font-bold">Verification Under Review</p>
          <p className="mt-0.5 text-sm leading-relaxed">We are checking your ID. This usually takes 24-48 hours; you can still add products meanwhile.</p>
        </div>
      </div>
    );
  }
  return (
    <div data-testid="verification-banner" className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center">
      <ShieldCheckIcon size={22} className="shrink-0 text-amber-600 max-sm:hidden" />
      <div className="flex-1">
        <p className="font-bold">Get your shop verified</p>
        <p className="mt-0.5 text-sm leading-relaxed">Verification is required to sell: verified shops show a badge, rank higher in search and earn buyers' trust.</p>
      </div>
      <Button variant="accent" onClick={() => push('account')}>
        Start verification
      </Button>
    </div>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { LogOutIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useCurrentUser } from '@/lib/session/get-current-user.ts';
import { logout } from '@/lib/session/logout.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useLikedCount } from './api/get-liked-count.ts';
import { AccountSection, accountSections } from './components/account-sections.tsx';
import { AccountVerificationBanner } from './components/account-verification-banner.tsx';
import { ProfileHeader } from './components/profile-header.tsx';
import { WalletCard } from './components/wallet-card.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { accountWords } from './account-words.ts';

// The modals load when first opened: most visits to the account screen open none of them.
const EditProfileModal = lazy(() => import('./components/edit-profile-modal.tsx').then((m) => ({ default: m.EditProfileModal })));
const NotificationPreferencesModal = lazy(() => import('./components/notification-preferences-modal.tsx').then((m) => ({ default: m.NotificationPreferencesModal })));
const VerificationModal = lazy(() => import('@/features/verification/verification-modal.tsx').then((m) => ({ default: m.VerificationModal })));

type Dialog = 'edit' | 'verify' | 'notifications' | null;

/** The account view (doc 2 §2.7); dealers see it as Dashboard. Guests get the route's sign-in prompt. */
export function AccountView() {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  // doc 2 §2.7: signed in, the screen loads the profile and the liked products.
  const { data } = useCurrentUser({ always: true });
  const likedCount = useLikedCount(signedIn).data;
  // `/account?verify=1` opens the verification modal at once (a link can ask for it).
  const { current } = useNavigation();
  const [dialog, setDialog] = useState<Dialog>(current.params.verify ? 'verify' : null);
  const toast = useToast();
  const t = useWords(accountWords);
  if (!signedIn) return null;
  const user = data ?? session.user;
  const close = (open: boolean) => !open && setDialog(null);

  const signOut = () =>
    logout()
      .then(() => toast.success(t.loggedOut))
      .catch(() => toast.error(t.signOutFailed));

  const sections = accountSections({
    t,
    dealer: user.role === 'dealer',
    likedCount,
    verificationPercent: user.verificationProgress,
    onVerify: () => setDialog('verify'),
    onNotifications: () => setDialog('notifications'),
  });

  return (
    <Page title={user.role === 'dealer' ? t.dashboard : t.account}>
      <div className="space-y-4">
        <Card>
          <ProfileHeader user={user} onEdit={() => setDialog('edit')} />
        </Card>
        <AccountVerificationBanner user={user} onVerify={() => setDialog('verify')} />
        <div className="grid gap-4 md:grid-cols-2">
          <AccountSection section={sections.shopping} />
          <AccountSection section={sections.security} />
        </div>
        <WalletCard />
        <AccountSection section={sections.support} />
        <Button variant="outline" size="lg" block onClick={signOut} className="text-red-700! hover:bg-red-50">
          <LogOutIcon size={18} /> {t.signOut}
        </Button>
      </div>
      <Suspense fallback={<ModalLoading />}>
        {dialog === 'edit' && <EditProfileModal user={user} open onOpenChange={close} />}
        {dialog === 'verify' && <VerificationModal open onOpenChange={close} />}
        {dialog === 'notifications' && <NotificationPreferencesModal open onOpenChange={close} />}
      </Suspense>
    </Page>
  );
}

/** While a modal's code arrives on a slow connection: the tap visibly did something. */
function ModalLoading() {
  const t = useWords(accountWords);
  return (
    <div role="status" aria-label={t.loading} className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/30 text-white">
      <Spinner size={32} />
    </div>
  );
}

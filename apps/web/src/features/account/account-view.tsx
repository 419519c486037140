import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { Button } from '@/components/button.tsx';
import { LogOutIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { errorMessage } from '@/lib/api/api-error.ts';
import { useCurrentUser } from '@/lib/session/get-current-user.ts';
import { logout } from '@/lib/session/logout.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { AccountLinks } from './components/account-links.tsx';
import { ProfileHeader } from './components/profile-header.tsx';

/** The account view (doc 2 §2.7); dealers see it as Dashboard. */
export function AccountView() {
  const session = useSession();
  const { data } = useCurrentUser();
  const toast = useToast();
  // The route's guard shows guests a sign-in prompt instead (route-table.ts).
  if (session.status !== 'authenticated') return null;
  const user = data ?? session.user;
  const signOut = () =>
    logout()
      .then(() => toast.success(AUTH_MESSAGES.loggedOut))
      .catch((error: unknown) => toast.error(errorMessage(error, 'Failed to sign out')));
  return (
    <Page title={user.role === 'dealer' ? 'Dashboard' : 'Account'}>
      <div className="space-y-4">
        <Card>
          <ProfileHeader user={user} />
        </Card>
        <AccountLinks dealer={user.role === 'dealer'} />
        <Button variant="outline" size="lg" block onClick={signOut} className="text-red-700! hover:bg-red-50">
          <LogOutIcon size={18} /> Sign Out
        </Button>
      </div>
    </Page>
  );
}

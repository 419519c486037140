import { lazy, Suspense, useState } from 'react';
import { ChevronLeftIcon } from '@/components/icons.tsx';
import { Page } from '@/components/page.tsx';
import { ViewSkeleton } from '@/components/skeleton.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useSession } from '@/lib/session/use-session.ts';
import type { AccountClosure } from './api/close-account.ts';
import { SettingsMain, type SettingsScreen } from './components/settings-main.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { settingsWords } from './settings-words.ts';

// The sub-screens and the closing dialog are fetched when opened: the legal texts are long.
const NotificationSettingsScreen = lazy(() => import('./components/notification-settings-screen.tsx').then((m) => ({ default: m.NotificationSettingsScreen })));
const PrivacyPolicy = lazy(() => import('./components/privacy-policy.tsx').then((m) => ({ default: m.PrivacyPolicy })));
const TermsOfService = lazy(() => import('./components/terms-of-service.tsx').then((m) => ({ default: m.TermsOfService })));
const CloseAccountDialog = lazy(() => import('./components/close-account-dialog.tsx').then((m) => ({ default: m.CloseAccountDialog })));

const TITLES = { notifications: 'notificationSettings', privacy: 'privacyPolicy', terms: 'termsOfService' } as const satisfies Record<SettingsScreen, string>;
const isScreen = (value: string | undefined): value is SettingsScreen => value === 'notifications' || value === 'privacy' || value === 'terms';

/**
 * Settings (doc 2 §2.11): main and the notifications, privacy policy and terms sub-screens, each
 * with a back button. A sub-screen is in the address (`?section=`), so the phone's back works too.
 */
export function SettingsView() {
  const { current, entries, back, push, replace } = useNavigation();
  const signedIn = useSession().status === 'authenticated';
  const [closing, setClosing] = useState<AccountClosure | null>(null);
  const t = useWords(settingsWords);
  const section = current.params.section;
  const screen = isScreen(section) && (section !== 'notifications' || signedIn) ? section : null;

  if (!screen) {
    return (
      <Page title={t.settings}>
        <SettingsMain signedIn={signedIn} open={(next) => push('settings', { section: next })} closeAccount={setClosing} />
        <Suspense>{closing && <CloseAccountDialog kind={closing} onClose={() => setClosing(null)} />}</Suspense>
      </Page>
    );
  }

  const previous = entries.at(-2);
  const cameFromSettings = previous?.view === 'settings' && !previous.params.section;
  const backButton = (
    <button
      type="button"
      aria-label={t.backToSettings}
      onClick={() => (cameFromSettings ? back() : replace('settings'))}
      className="-ml-2 flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 md:mt-0.5"
    >
      <ChevronLeftIcon size={24} />
    </button>
  );
  return (
    <Page title={t[TITLES[screen]]} leading={backButton}>
      <Suspense fallback={<ViewSkeleton />}>
        {screen === 'notifications' && <NotificationSettingsScreen />}
        {screen === 'privacy' && <PrivacyPolicy />}
        {screen === 'terms' && <TermsOfService />}
      </Suspense>
    </Page>
  );
}

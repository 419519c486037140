import { ACCOUNT_AREA_MESSAGES } from '@sokoni/contracts/account-rules';
import { Button } from '@/components/button.tsx';
import { BellIcon, ChatIcon, FileTextIcon, GlobeIcon, LockIcon, PauseIcon, ShieldCheckIcon, SlidersIcon, TrashIcon, VolumeIcon } from '@/components/icons.tsx';
import { SwitchRow } from '@/components/switch.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { dispatchLoginRequired } from '@/lib/events/app-events.ts';
import { useSoundPreference } from '@/lib/preferences/sound-preferences.ts';
import type { AccountClosure } from '../api/close-account.ts';
import { useNotificationSettings } from '../api/get-notification-settings.ts';
import { useUpdateNotificationSettings } from '../api/update-notification-settings.ts';
import { DevicePushRow } from './device-push-row.tsx';
import { SettingsGroup, SettingsRow } from './settings-group.tsx';

export type SettingsScreen = 'notifications' | 'privacy' | 'terms';

type Props = { signedIn: boolean; open: (screen: SettingsScreen) => void; closeAccount: (kind: AccountClosure) => void };

/** doc 2 §2.11 main: notifications, sounds, language and region, the legal texts, and closing the account. */
export function SettingsMain({ signedIn, open, closeAccount }: Props) {
  const toast = useToast();
  const [messageSound, setMessageSound] = useSoundPreference('messageSound');
  const [notificationSound, setNotificationSound] = useSoundPreference('notificationSound');
  return (
    <div className="space-y-4">
      {signedIn ? <NotificationSwitches open={open} /> : <SignInCard />}
      <SettingsGroup title="Sounds" footer="Sound settings apply to this device only.">
        <SwitchRow icon={<VolumeIcon size={20} />} label="Message sounds" description="Play a sound when a message arrives" checked={messageSound} onChange={setMessageSound} />
        <SwitchRow icon={<BellIcon size={20} />} label="Notification sounds" description="Play a sound for other notifications" checked={notificationSound} onChange={setNotificationSound} />
      </SettingsGroup>
      <SettingsGroup title="Preferences">
        <SettingsRow
          icon={<GlobeIcon size={20} />}
          label="Language and region"
          description="English · your country from your phone number"
          onClick={() => toast.info(`${ACCOUNT_AREA_MESSAGES.comingSoon('Choosing your language and region')} Sokoni is in English for now.`)}
        />
      </SettingsGroup>
      <SettingsGroup title="Legal">
        <SettingsRow icon={<ShieldCheckIcon size={20} />} label="Privacy Policy" onClick={() => open('privacy')} />
        <SettingsRow icon={<FileTextIcon size={20} />} label="Terms of Service" onClick={() => open('terms')} />
      </SettingsGroup>
      {signedIn && (
        <SettingsGroup title="Account">
          <SettingsRow icon={<PauseIcon size={20} />} label="Deactivate Account" description="Hide your profile and shop until you sign in again" onClick={() => closeAccount('deactivate')} />
          <SettingsRow danger icon={<TrashIcon size={20} />} label="Delete Account" description="Close your account and delete its data after 90 days" onClick={() => closeAccount('delete')} />
        </SettingsGroup>
      )}
    </div>
  );
}

/** Push and SMS on or off at a glance; every switch is one tap further, in Notification Settings. */
function NotificationSwitches({ open }: { open: (screen: SettingsScreen) => void }) {
  const query = useNotificationSettings(true);
  const update = useUpdateNotificationSettings();
  const settings = query.data;
  // Until the settings arrive the switches cannot show where they stand: say so rather than show them off.
  const loading = query.isPending ? 'Loading your setting...' : undefined;
  return (
    <SettingsGroup
      title="Notifications"
      footer={
        query.isError ? (
          <span className="flex flex-wrap items-center justify-between gap-2">
            <span role="alert" className="font-medium text-red-700">
              Failed to load notification settings
            </span>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </span>
        ) : undefined
      }
    >
      <SwitchRow
        icon={<BellIcon size={20} />}
        label="Push notifications"
        description={loading ?? 'Alerts on this phone or computer'}
        checked={settings?.push.enabled ?? false}
        disabled={!settings}
        onChange={(on) => update.mutate({ push: { enabled: on } })}
      />
      <DevicePushRow accountPushOn={settings?.push.enabled} />
      <SwitchRow
        icon={<ChatIcon size={20} />}
        label="SMS notifications"
        description={loading ?? 'Text messages to your phone number'}
        checked={settings?.sms.enabled ?? false}
        disabled={!settings}
        onChange={(on) => update.mutate({ sms: { enabled: on } })}
      />
      <SettingsRow icon={<SlidersIcon size={20} />} label="Notification Settings" description="Choose exactly what you hear about" onClick={() => open('notifications')} />
    </SettingsGroup>
  );
}

function SignInCard() {
  return (
    <SettingsGroup title="Notifications and account">
      <div className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <LockIcon size={20} />
        </span>
        <p className="flex-1 text-sm text-slate-600">Sign in to choose your notifications, or to deactivate or delete your account.</p>
        <Button onClick={dispatchLoginRequired}>Sign In</Button>
      </div>
    </SettingsGroup>
  );
}

import { Button } from '@/components/button.tsx';
import { BellIcon, ChatIcon, FileTextIcon, LockIcon, PauseIcon, ShieldCheckIcon, SlidersIcon, TrashIcon, VolumeIcon } from '@/components/icons.tsx';
import { SwitchRow } from '@/components/switch.tsx';
import { LanguagePicker } from '@/components/language-picker.tsx';
import { dispatchLoginRequired } from '@/lib/events/app-events.ts';
import { useSoundPreference } from '@/lib/preferences/sound-preferences.ts';
import type { AccountClosure } from '../api/close-account.ts';
import { useNotificationSettings } from '../api/get-notification-settings.ts';
import { useUpdateNotificationSettings } from '../api/update-notification-settings.ts';
import { DevicePushRow } from './device-push-row.tsx';
import { SettingsGroup, SettingsRow } from './settings-group.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { settingsWords } from '../settings-words.ts';

export type SettingsScreen = 'notifications' | 'privacy' | 'terms';

type Props = { signedIn: boolean; open: (screen: SettingsScreen) => void; closeAccount: (kind: AccountClosure) => void };

/** doc 2 §2.11 main: notifications, sounds, language and region, the legal texts, and closing the account. */
export function SettingsMain({ signedIn, open, closeAccount }: Props) {
  const t = useWords(settingsWords);
  const [messageSound, setMessageSound] = useSoundPreference('messageSound');
  const [notificationSound, setNotificationSound] = useSoundPreference('notificationSound');
  return (
    <div className="space-y-4">
      {signedIn ? <NotificationSwitches open={open} /> : <SignInCard />}
      <SettingsGroup title={t.sounds} footer={t.soundsFooter}>
        <SwitchRow icon={<VolumeIcon size={20} />} label={t.messageSounds} description={t.messageSoundsHint} checked={messageSound} onChange={setMessageSound} />
        <SwitchRow icon={<BellIcon size={20} />} label={t.notificationSounds} description={t.notificationSoundsHint} checked={notificationSound} onChange={setNotificationSound} />
      </SettingsGroup>
      <SettingsGroup title={t.preferences}>
        <LanguagePicker className="px-5 pt-2 pb-4" />
      </SettingsGroup>
      <SettingsGroup title={t.legal}>
        <SettingsRow icon={<ShieldCheckIcon size={20} />} label={t.privacyPolicy} onClick={() => open('privacy')} />
        <SettingsRow icon={<FileTextIcon size={20} />} label={t.termsOfService} onClick={() => open('terms')} />
      </SettingsGroup>
      {signedIn && (
        <SettingsGroup title={t.account}>
          <SettingsRow icon={<PauseIcon size={20} />} label={t.deactivateAccount} description={t.deactivateHint} onClick={() => closeAccount('deactivate')} />
          <SettingsRow danger icon={<TrashIcon size={20} />} label={t.deleteAccount} description={t.deleteHint} onClick={() => closeAccount('delete')} />
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
  const t = useWords(settingsWords);
  // Until the settings arrive the switches cannot show where they stand: say so rather than show them off.
  const loading = query.isPending ? t.loadingSetting : undefined;
  return (
    <SettingsGroup
      title={t.notifications}
      footer={
        query.isError ? (
          <span className="flex flex-wrap items-center justify-between gap-2">
            <span role="alert" className="font-medium text-red-700">
              {t.loadFailed}
            </span>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          </span>
        ) : undefined
      }
    >
      <SwitchRow
        icon={<BellIcon size={20} />}
        label={t.pushNotifications}
        description={loading ?? t.pushHint}
        checked={settings?.push.enabled ?? false}
        disabled={!settings}
        onChange={(on) => update.mutate({ push: { enabled: on } })}
      />
      <DevicePushRow accountPushOn={settings?.push.enabled} />
      <SwitchRow
        icon={<ChatIcon size={20} />}
        label={t.smsNotifications}
        description={loading ?? t.smsHint}
        checked={settings?.sms.enabled ?? false}
        disabled={!settings}
        onChange={(on) => update.mutate({ sms: { enabled: on } })}
      />
      <SettingsRow icon={<SlidersIcon size={20} />} label={t.notificationSettings} description={t.notificationSettingsHint} onClick={() => open('notifications')} />
    </SettingsGroup>
  );
}

function SignInCard() {
  const t = useWords(settingsWords);
  return (
    <SettingsGroup title={t.notificationsAndAccount}>
      <div className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <LockIcon size={20} />
        </span>
        <p className="flex-1 text-sm text-slate-600">{t.signInToChoose}</p>
        <Button onClick={dispatchLoginRequired}>{t.signIn}</Button>
      </div>
    </SettingsGroup>
  );
}

import { useEffect, useState } from 'react';
import { PhoneIcon } from '@/components/icons.tsx';
import { SwitchRow } from '@/components/switch.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { devicePushState, disableDevicePush, enableDevicePush, type DevicePushState } from '@/lib/push/device-push.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { settingsWords } from '../settings-words.ts';

const DESCRIPTIONS = { unsupported: 'deviceUnsupported', blocked: 'deviceBlocked', off: 'deviceOff', on: 'deviceOn' } as const satisfies Record<Exclude<DevicePushState, 'absent'>, string>;

/**
 * This device's Web Push subscription. The browser asks for permission only when the person turns
 * it on here, never on its own. It needs the account's "Push notifications" switch on.
 */
export function DevicePushRow({ accountPushOn }: { accountPushOn: boolean | undefined }) {
  const toast = useToast();
  const [state, setState] = useState<DevicePushState | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useWords(settingsWords);
  useEffect(() => {
    let live = true;
    void devicePushState().then((s) => live && setState(s), () => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  async function change(on: boolean) {
    setBusy(true);
    try {
      if (on) await enableDevicePush();
      else await disableDevicePush();
      toast.success(on ? t.deviceTurnedOn : t.deviceTurnedOff);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t.deviceUnavailable);
    } finally {
      setState(await devicePushState().catch(() => 'unsupported' as const));
      setBusy(false);
    }
  }

  if (state === 'absent') return null;
  const description = state === null ? t.checkingDevice : accountPushOn === false && state !== 'on' ? t.pushFirst : t[DESCRIPTIONS[state]];
  return (
    <SwitchRow
      icon={<PhoneIcon size={20} />}
      label={t.notifyDevice}
      description={description}
      checked={state === 'on'}
      disabled={busy || state === null || state === 'unsupported' || state === 'blocked' || (accountPushOn === false && state !== 'on')}
      onChange={(on) => void change(on)}
    />
  );
}

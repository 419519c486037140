import { useEffect, useState } from 'react';
import { PhoneIcon } from '@/components/icons.tsx';
import { SwitchRow } from '@/components/switch.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { DEVICE_PUSH_MESSAGES, devicePushState, disableDevicePush, enableDevicePush, type DevicePushState } from '@/lib/push/device-push.ts';

const DESCRIPTIONS: Record<Exclude<DevicePushState, 'absent'>, string> = {
  unsupported: DEVICE_PUSH_MESSAGES.unsupported,
  blocked: DEVICE_PUSH_MESSAGES.blocked,
  off: 'Messages and replies reach this device even when Sokoni is closed',
  on: 'On: messages and replies reach this device when Sokoni is closed',
};

/**
 * This device's Web Push subscription. The browser asks for permission only when the person turns
 * it on here, never on its own. It needs the account's "Push notifications" switch on.
 */
export function DevicePushRow({ accountPushOn }: { accountPushOn: boolean | undefined }) {
  const toast = useToast();
  const [state, setState] = useState<DevicePushState | null>(null);
  const [busy, setBusy] = useState(false);
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
      toast.success(on ? DEVICE_PUSH_MESSAGES.on : DEVICE_PUSH_MESSAGES.off);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : DEVICE_PUSH_MESSAGES.unavailable);
    } finally {
      setState(await devicePushState().catch(() => 'unsupported' as const));
      setBusy(false);
    }
  }

  if (state === 'absent') return null;
  const description = state === null ? 'Checking this device...' : accountPushOn === false && state !== 'on' ? 'Turn on Push notifications first' : DESCRIPTIONS[state];
  return (
    <SwitchRow
      icon={<PhoneIcon size={20} />}
      label="Notify this device when Sokoni is closed"
      description={description}
      checked={state === 'on'}
      disabled={busy || state === null || state === 'unsupported' || state === 'blocked' || (accountPushOn === false && state !== 'on')}
      onChange={(on) => void change(on)}
    />
  );
}

import { api, publicApi } from '../api/api.ts';

/**
 * Web Push on this device (issue 15): the browser's subscription, registered with the server so a
 * message, a reply or a verification result reaches the phone when Sokoni is closed. Permission is
 * asked only from `enableDevicePush`, which runs when a person turns the switch on.
 */

/** `absent`: no service worker runs this app (a development build), so there is nothing to offer. */
export type DevicePushState = 'absent' | 'unsupported' | 'blocked' | 'off' | 'on';

export const DEVICE_PUSH_MESSAGES = {
  unsupported: "This browser can't show notifications when Sokoni is closed.",
  blocked: "Notifications are blocked for Sokoni in this browser: allow them in the site's settings, then try again.",
  unavailable: 'Notifications on this device are not available right now. Please try again later.',
  on: "You'll be told of new messages even when Sokoni is closed.",
  off: 'This device will no longer get notifications when Sokoni is closed.',
} as const;

export function isDevicePushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function devicePushState(): Promise<DevicePushState> {
  if (!isDevicePushSupported()) return 'unsupported';
  if (!(await navigator.serviceWorker.getRegistration())) return 'absent';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

/** Asks for permission, subscribes with the server's key and registers the subscription. Throws a person-readable Error. */
export async function enableDevicePush(): Promise<void> {
  if (!isDevicePushSupported()) throw new Error(DEVICE_PUSH_MESSAGES.unsupported);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(DEVICE_PUSH_MESSAGES.blocked);
  const { data } = await publicApi.get('/push/public-key');
  if (!data.enabled || !data.publicKey) throw new Error(DEVICE_PUSH_MESSAGES.unavailable);
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(data.publicKey) }));
  const json = subscription.toJSON() as { endpoint: string; expirationTime?: number | null; keys: { p256dh: string; auth: string } };
  await api.post('/push/subscriptions', { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: json.keys });
}

/** Stops pushes to this device: the server forgets it, the browser drops the subscription. Never throws. */
export async function disableDevicePush(options: { bearer?: string } = {}): Promise<void> {
  if (!isDevicePushSupported()) return;
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  const body = { endpoint: subscription.endpoint };
  await (options.bearer ? publicApi.delete('/push/subscriptions', body, { bearer: options.bearer }) : api.delete('/push/subscriptions', body)).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

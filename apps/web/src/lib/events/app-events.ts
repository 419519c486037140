/** doc 1 §2.2: the window events other parts of the app (and outside code) use to steer the shell. */
export const APP_EVENTS = {
  logout: 'auth:logout',
  navigate: 'app-navigate',
  loginRequired: 'login-required',
} as const;

/** The views an `app-navigate` event may name (doc 1 §2.2); anything else is ignored. */
export const APP_NAVIGATE_VIEWS = [
  'browse',
  'discover',
  'tiktok',
  'shop',
  'messages',
  'wallet',
  'settings',
  'help',
  'favorites',
  'aichat',
] as const;
export type AppNavigateView = (typeof APP_NAVIGATE_VIEWS)[number];

export function isAppNavigateView(value: unknown): value is AppNavigateView {
  return typeof value === 'string' && (APP_NAVIGATE_VIEWS as readonly string[]).includes(value);
}

export function dispatchLogoutEvent(): void {
  window.dispatchEvent(new CustomEvent(APP_EVENTS.logout));
}

export function dispatchLoginRequired(): void {
  window.dispatchEvent(new CustomEvent(APP_EVENTS.loginRequired));
}

export function dispatchAppNavigate(view: AppNavigateView): void {
  window.dispatchEvent(new CustomEvent(APP_EVENTS.navigate, { detail: { view } }));
}

/**
 * The files whose words go through `i18n(...)` so far (issue 29), relative to apps/web/src: the
 * app shell, the sign-in and sign-up screens, Settings (all but the legal texts) and the language picker.
 * words.test.ts checks every language has their words; no-raw-english.test.ts fails on English
 * written straight into them. A file joins this list when it is converted; the rest of the app
 * follows in later sessions.
 */
export const TRANSLATED_FILES = [
  'app/shell/app-shell.tsx',
  'app/shell/bottom-bar.tsx',
  'app/shell/desktop-header.tsx',
  'app/shell/lazy-menus.tsx',
  'app/shell/logo.tsx',
  'app/shell/mobile-top-bar.tsx',
  'app/shell/user-menu.tsx',
  'components/offline/app-status.tsx',
  'components/language-picker.tsx',
  'features/auth/auth-screen.tsx',
  'features/auth/auth-steps.ts',
  'features/auth/hooks/use-password-pair.ts',
  'features/auth/components/code-form.tsx',
  'features/auth/components/country-picker-dialog.tsx',
  'features/auth/components/forgot-password-form.tsx',
  'features/auth/components/login-form.tsx',
  'features/auth/components/password-field.tsx',
  'features/auth/components/phone-field.tsx',
  'features/auth/components/resend-code.tsx',
  'features/auth/components/reset-otp-form.tsx',
  'features/auth/components/reset-password-form.tsx',
  'features/auth/components/signup-form.tsx',
  'features/auth/components/signup-otp-form.tsx',
  'features/settings/settings-view.tsx',
  'features/settings/components/settings-main.tsx',
  'features/settings/components/settings-group.tsx',
  'features/settings/components/device-push-row.tsx',
  'features/settings/components/notification-settings-screen.tsx',
  'features/settings/components/close-account-dialog.tsx',
  'features/settings/notification-switches.ts',
] as const;

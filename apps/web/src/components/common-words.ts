import { params } from '@nanostores/i18n';
import { i18n } from '@/lib/i18n/i18n.ts';

/** The shared components' words (issue 29): states, modals, toasts, the code field, prompts. */
export const commonWords = i18n('common', {
  tryAgain: 'Try Again',
  close: 'Close',
  loading: 'Loading',
  loadingComments: 'Loading comments',
  dismissNotification: 'Dismiss notification',
  verificationCode: 'Verification code',
  signIn: 'Sign In',
  verifiedShop: 'Verified shop',
  readMore: 'Read more',
  showLess: 'Show less',
  confirm: 'Confirm',
  cancel: 'Cancel',
  offlineTitle: "You're offline",
  offlineAction: params('{action} needs an internet connection. Connect, then try again.'),
  pageFailed: "This page didn't load",
  pageFailedHelp: 'Check your connection, then try again.',
});

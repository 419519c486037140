import { LOGIN_PROMPTS } from '@sokoni/contracts/messages';
import { i18n } from '@/lib/i18n/i18n.ts';

/** The Login Required modal (doc 1 §2.4; issue 29), with its words by context. */
export const loginPromptWords = i18n('loginPrompt', {
  title: 'Login Required',
  loginNow: 'Login Now',
  continueBrowsing: 'Continue Browsing',
  ...LOGIN_PROMPTS,
});

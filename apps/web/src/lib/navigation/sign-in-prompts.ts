import { i18n } from '@/lib/i18n/i18n.ts';

/** What a guest sees instead of a view that needs an account (doc 1 §6), by view (issue 29). */
export const signInPromptWords = i18n('signInPrompts', {
  sellPage: 'Sell Products',
  sellTitle: 'Sign in to sell',
  sellDescription: 'Open a shop, list products and chat with buyers.',
  accountPage: 'Account',
  accountTitle: 'Sign in to your account',
  accountDescription: 'See your profile, verification status, liked items and shop.',
  favoritesPage: 'Liked Items',
  favoritesTitle: 'Sign in to see your liked items',
  favoritesDescription: 'Like products to save them here for later.',
  offersPage: 'My Offers',
  offersTitle: 'Sign in to see your offers',
  offersDescription: 'Make an offer on a listing and follow the answer here.',
  messagesPage: 'Messages',
  messagesTitle: 'Sign in to view messages',
  messagesDescription: 'Chat with shops and dealers about their products.',
  chatPage: 'Dealer Chat',
  chatTitle: 'Sign in to view messages',
  chatDescription: 'Chat with dealers about their vehicles.',
  adminPage: 'Sign in',
  adminTitle: 'Sign in to continue',
  adminDescription: 'This page needs an account.',
});

/** Which view's prompt: its page title, title and description in signInPromptWords. */
export type SignInPrompt = 'sell' | 'account' | 'favorites' | 'offers' | 'messages' | 'chat' | 'admin';

import { AUTH_MESSAGES, HTTP_STATUS_MESSAGES, TEXT_MESSAGES } from '../messages.ts';
import { ACCOUNT_MESSAGES } from '../users.ts';
import { LANGUAGE_MESSAGE } from '../languages.ts';
import { IMAGE_FAILURE_SUGGESTIONS, MARKET_REASONS } from '../assistant-rules.ts';
import { MODULE_ENGLISH } from './module-words.ts';

/**
 * The server's English that every language must translate (the completeness test walks these).
 * Groups join this list as their translations are written; a message outside it is sent in English.
 * Templates name their variable parts in braces, as the catalogs key them.
 */
export const SERVER_WORDS: readonly string[] = [
  ...Object.values(HTTP_STATUS_MESSAGES),
  ...Object.values(AUTH_MESSAGES),
  ...Object.values(ACCOUNT_MESSAGES),
  ...Object.values(TEXT_MESSAGES),
  ...IMAGE_FAILURE_SUGGESTIONS,
  ...Object.values(MARKET_REASONS),
  'This account was closed on {day}. Create a new account to use Sokoni again.',
  'Please wait {seconds} seconds before requesting a new code',
  'Invalid verification code. 1 try left.',
  'Invalid verification code. {left} tries left.',
  '{message} (and {count} more)',
  'Invalid value',
  'Too many requests. Please slow down and try again shortly.',
  'The request was cancelled',
  'Malformed request URL',
  'Request URL is too long',
  'Route {route} not found',
  LANGUAGE_MESSAGE,
  'Your Sokoni verification code is {code}. It expires in 10 minutes. Never share it with anyone.',
  'Your Sokoni password reset code is {code}. It expires in 10 minutes. Never share it with anyone.',
  // Notifications of follows, likes, comments and messages (the notifier; quoted text stays as written).
  'New follower',
  '{actor} started following your shop',
  '{actor} started following you',
  'New like',
  '{actor} liked your product {title}',
  '{actor} liked your comment',
  'New comment',
  'New review',
  '{actor} commented on your product',
  '{actor} commented on your shop',
  'New reply',
  '{actor} replied to your comment',
  'New message from {from}',
  'New inquiry from {from} about {title}',
  'New inquiry from {from}',
  'New inquiry about {title}',
  // Every module's words (module-words.ts).
  ...MODULE_ENGLISH,
];

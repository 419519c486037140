import { count } from '@nanostores/i18n';
import { i18n } from '@/lib/i18n/i18n.ts';

/**
 * Dates and times ago in words (issue 29). Relative times are the catalog's words in every
 * language: doc 1's compact "5m ago" has no Intl form, and neither Node nor Chromium has siSwati's
 * data (docs/decisions.md). Month names are used where the browser has no date data of its own.
 */
export const formatWords = i18n('format', {
  justNow: 'Just now',
  minutesAgo: count({ one: '{count}m ago', many: '{count}m ago' }),
  hoursAgo: count({ one: '{count}h ago', many: '{count}h ago' }),
  daysAgo: count({ one: '{count}d ago', many: '{count}d ago' }),
  january: 'January',
  february: 'February',
  march: 'March',
  april: 'April',
  may: 'May',
  june: 'June',
  july: 'July',
  august: 'August',
  september: 'September',
  october: 'October',
  november: 'November',
  december: 'December',
});

import { ACCOUNT_AREA_MESSAGES } from '@sokoni/contracts/account-rules';
import { count, params } from '@nanostores/i18n';
import { i18n } from '@/lib/i18n/i18n.ts';

/** Liked Items (issue 29), and when each was liked (doc 1 §9). */
export const favoritesWords = i18n('favorites', {
  title: 'Liked Items',
  savedOf: params('{shown} of {total} saved'),
  failed: ACCOUNT_AREA_MESSAGES.favoritesFailed,
  empty: 'No liked items yet',
  emptyHint: 'Products you like are saved here so you can find them again.',
  startBrowsing: 'Start Browsing',
  loadMore: 'Load more',
  today: 'Today',
  yesterday: 'Yesterday',
  daysAgo: count({ one: '{count} day ago', many: '{count} days ago' }),
  weeksAgo: count({ one: '{count} week ago', many: '{count} weeks ago' }),
  likedToday: 'Liked today',
  likedYesterday: 'Liked yesterday',
  likedWhen: params('Liked {when}'),
});

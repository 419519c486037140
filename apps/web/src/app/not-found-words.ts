import { i18n } from '@/lib/i18n/i18n.ts';

/** The page a wrong link lands on (issue 29). */
export const notFoundWords = i18n('notFound', {
  page: 'Page not found',
  title: "We couldn't find that page",
  description: 'The link may be old or mistyped.',
  goToFeed: 'Go to the feed',
});

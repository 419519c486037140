import { PRODUCT_CONDITIONS, PRODUCT_STATUSES, type ProductCondition, type ProductStatus } from '@sokoni/contracts/catalog';
import { params } from '@nanostores/i18n';
import { i18n } from '@/lib/i18n/i18n.ts';

/** What every screen calls a product's state and condition, and the product card's words (issue 29). */
export const productTerms = i18n('productTerms', {
  untitled: 'Untitled Product',
  popular: 'Popular',
  active: 'active',
  pending: 'pending',
  draft: 'draft',
  sold: 'sold',
  archived: 'archived',
  new: 'New',
  used: 'Used',
  refurbished: 'Refurbished',
  likeTitle: params('Like {title}'),
  unlikeTitle: params('Unlike {title}'),
  matchScore: params('{score}% match'),
  alternative: 'Alternative, not a match',
  linkCopied: 'Link copied',
  copyThisLink: params('Copy this link: {url}'),
  liking: 'Liking',
  saving: 'Saving',
});

type Terms = ReturnType<typeof productTerms.get>;

/** A status the server sent in the app's words ("sold"); one it does not know yet as it came. */
export const statusName = (t: Terms, status: string): string => ((PRODUCT_STATUSES as readonly string[]).includes(status) ? t[status as ProductStatus] : status);

/** "New", "Used", "Refurbished"; a condition the server added later as it came. */
export const conditionName = (t: Terms, condition: string): string => ((PRODUCT_CONDITIONS as readonly string[]).includes(condition) ? t[condition as ProductCondition] : condition);

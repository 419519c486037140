import { adminWords } from './admin-words.ts';

/** "suspended" → "Suspended": the server's status words as labels. */
export const capitalised = (text: string): string => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

const STATUSES: Record<string, 'statusOpen' | 'statusResolved' | 'statusDismissed' | 'statusActive' | 'statusSuspended' | 'statusDeactivated' | 'statusDeleted' | 'statusPending' | 'statusDraft' | 'statusSold' | 'statusArchived'> = {
  open: 'statusOpen',
  resolved: 'statusResolved',
  dismissed: 'statusDismissed',
  active: 'statusActive',
  suspended: 'statusSuspended',
  deactivated: 'statusDeactivated',
  deleted: 'statusDeleted',
  pending: 'statusPending',
  draft: 'statusDraft',
  sold: 'statusSold',
  archived: 'statusArchived',
};

/** A status code the server sends, as a label in the current language (an unknown one capitalised). */
export function statusLabel(status: string): string {
  const key = STATUSES[status];
  return key ? adminWords.get()[key] : capitalised(status);
}

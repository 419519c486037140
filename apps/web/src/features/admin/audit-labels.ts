import type { AuditAction, AuditEntry } from '@sokoni/contracts/admin';
import { i18n } from '@/lib/i18n/i18n.ts';
import { adminWords } from './admin-words.ts';

const ACTION_LABELS = {
  approve_verification: 'approved the ID verification of',
  reject_verification: 'rejected the ID verification of',
  hide_product: 'hid',
  unhide_product: 'unhid',
  suspend_user: 'suspended',
  restore_user: 'restored',
  delete_comment: 'deleted',
  moderate_comment: 'moderated',
  resolve_report: 'resolved',
  dismiss_report: 'dismissed',
  release_media: 'released the held upload',
  remove_media: 'removed the held upload',
} satisfies Record<AuditAction, string>;

/** Short names for the filter. */
const FILTER_LABELS = {
  approve_verification: 'Verification approved',
  reject_verification: 'Verification rejected',
  hide_product: 'Product hidden',
  unhide_product: 'Product shown again',
  suspend_user: 'User suspended',
  restore_user: 'User restored',
  delete_comment: 'Comment deleted',
  moderate_comment: 'Comment moderated',
  resolve_report: 'Report resolved',
  dismiss_report: 'Report dismissed',
  release_media: 'Held upload released',
  remove_media: 'Held upload removed',
} satisfies Record<AuditAction, string>;

/** What each action did, in the current language (issue 29). */
export const auditActionWords = i18n('adminAuditActions', ACTION_LABELS);
export const auditFilterWords = i18n('adminAuditFilters', FILTER_LABELS);
/** The English of each, by action (every action has both). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = ACTION_LABELS;
export const AUDIT_FILTER_LABELS: Record<AuditAction, string> = FILTER_LABELS;

type NounKey = 'theProduct' | 'theShop' | 'theComment' | 'theMessage' | 'theReport' | 'theVerification';
/** How each kind of target is introduced; a person is named straight after the verb. */
const TARGET_NOUNS: Record<string, NounKey | ''> = {
  product: 'theProduct',
  shop: 'theShop',
  comment: 'theComment',
  message: 'theMessage',
  report: 'theReport',
  verification: 'theVerification',
  media: '',
  user: '',
};

type Entry = Pick<AuditEntry, 'action' | 'targetType' | 'targetId' | 'target'>;
/** What the admin did and to what: `lead` ("hid the product") then `label` (the server's name for the target, or its short id once gone). */
export type AuditWords = { lead: string; label: string; exists: boolean };

export function auditWords(entry: Entry): AuditWords {
  const t = adminWords.get();
  // An unknown action (from a newer server) reads as its code, an unknown target type as itself.
  const verb = (auditActionWords.get() as Record<string, string | undefined>)[entry.action] ?? entry.action.replaceAll('_', ' ');
  const nounKey = TARGET_NOUNS[entry.targetType];
  const noun = nounKey === undefined ? entry.targetType : nounKey ? t[nounKey] : '';
  const label = entry.target.exists ? entry.target.label : `${entry.targetType === 'user' ? t.anAccount : ''} ${t.gone({ id: entry.targetId.slice(0, 8) })}`.trim();
  return { lead: [verb, noun].filter(Boolean).join(' '), label, exists: entry.target.exists };
}

/** The same as one line of text: "hid the product Woven Basket". */
export function auditSentence(entry: Entry): string {
  const { lead, label } = auditWords(entry);
  return `${lead} ${label}`;
}

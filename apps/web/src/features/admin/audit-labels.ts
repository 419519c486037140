import type { AuditAction, AuditEntry } from '@sokoni/contracts/admin';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
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
};

/** Short names for the filter. */
export const AUDIT_FILTER_LABELS: Record<AuditAction, string> = {
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
};

/** How each kind of target is introduced; a person is named straight after the verb. */
const TARGET_NOUNS: Record<string, string> = {
  product: 'the product',
  shop: 'the shop',
  comment: 'the comment',
  message: 'the message',
  report: 'the report',
  verification: 'the verification',
  media: '',
  user: '',
};

type Entry = Pick<AuditEntry, 'action' | 'targetType' | 'targetId' | 'target'>;
/** What the admin did and to what: `lead` ("hid the product") then `label` (the server's name for the target, or its short id once gone). */
export type AuditWords = { lead: string; label: string; exists: boolean };

export function auditWords(entry: Entry): AuditWords {
  // An unknown action (from a newer server) reads as its code, an unknown target type as itself.
  const verb = (AUDIT_ACTION_LABELS as Record<string, string | undefined>)[entry.action] ?? entry.action.replaceAll('_', ' ');
  const noun = TARGET_NOUNS[entry.targetType] ?? entry.targetType;
  const label = entry.target.exists ? entry.target.label : `${entry.targetType === 'user' ? 'an account' : ''} ${entry.targetId.slice(0, 8)} (no longer exists)`.trim();
  return { lead: [verb, noun].filter(Boolean).join(' '), label, exists: entry.target.exists };
}

/** The same as one line of text: "hid the product Woven Basket". */
export function auditSentence(entry: Entry): string {
  const { lead, label } = auditWords(entry);
  return `${lead} ${label}`;
}

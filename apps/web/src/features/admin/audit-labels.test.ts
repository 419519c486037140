import { AUDIT_ACTIONS } from '@sokoni/contracts/admin';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_FILTER_LABELS, auditSentence, auditWords } from './audit-labels.ts';

describe('audit log wording', () => {
  const entry = (action: string, targetType: string, target: { label: string; exists: boolean }, targetId = '3f2a9c1d-0000-4000-8000-000000000000') => ({ action, targetType, targetId, target: { ...target, page: null } });

  it("says what the admin did to what, in the server's words for the target", () => {
    expect(auditSentence(entry('approve_verification', 'user', { label: 'Thandi Dlamini (+26876123456)', exists: true }))).toBe('approved the ID verification of Thandi Dlamini (+26876123456)');
    expect(auditSentence(entry('hide_product', 'product', { label: 'Woven Basket', exists: true }))).toBe('hid the product Woven Basket');
    expect(auditSentence(entry('unhide_product', 'product', { label: 'Woven Basket', exists: true }))).toBe('unhid the product Woven Basket');
    expect(auditSentence(entry('resolve_report', 'report', { label: '"Fake" on product "Woven Basket"', exists: true }))).toBe('resolved the report "Fake" on product "Woven Basket"');
    expect(auditWords(entry('delete_comment', 'comment', { label: '"Rude words"', exists: true }))).toEqual({ lead: 'deleted the comment', label: '"Rude words"', exists: true });
  });

  it('names a target that is gone by its short id', () => {
    expect(auditSentence(entry('hide_product', 'product', { label: '3f2a9c1d-0000-4000-8000-000000000000', exists: false }))).toBe('hid the product 3f2a9c1d (no longer exists)');
    expect(auditSentence(entry('suspend_user', 'user', { label: '3f2a9c1d-0000-4000-8000-000000000000', exists: false }))).toBe('suspended an account 3f2a9c1d (no longer exists)');
  });

  it('reads an action or target type it does not know as its code', () => {
    expect(auditSentence(entry('merge_accounts', 'wallet', { label: 'W1', exists: true }, 'u1'))).toBe('merge accounts wallet W1');
  });

  it('has words for every action the server logs', () => {
    for (const action of AUDIT_ACTIONS) {
      expect(AUDIT_ACTION_LABELS[action], action).toBeTruthy();
      expect(AUDIT_FILTER_LABELS[action], action).toBeTruthy();
    }
  });
});

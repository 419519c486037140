import type { AdminReport } from '@sokoni/contracts/admin';
import { describe, expect, it } from 'vitest';
import { reportActionsFor, reportActionText, resolutionText } from './report-actions.ts';

const owner = { id: 'u2', displayName: 'Thandi', status: 'active' as const, isSuspended: false };
const report = (over: Partial<Pick<AdminReport, 'status' | 'targetType'>> & { target?: Partial<AdminReport['target']> } = {}) => {
  const targetType = over.targetType ?? 'product';
  return { status: over.status ?? 'open', targetType, target: { type: targetType, id: 't1', exists: true, title: 'Red kettle', isHidden: false, owner, ...over.target } };
};

describe('the actions a report offers', () => {
  it('offers what fits each target type (REPORT_ACTIONS_FOR)', () => {
    expect(reportActionsFor(report({ targetType: 'product' }))).toEqual(['hide_product', 'suspend_user', 'dismiss']);
    expect(reportActionsFor(report({ targetType: 'comment' }))).toEqual(['delete_comment', 'suspend_user', 'dismiss']);
    for (const targetType of ['shop', 'user', 'message'] as const) expect(reportActionsFor(report({ targetType })), targetType).toEqual(['suspend_user', 'dismiss']);
  });

  it('offers nothing once a report is handled', () => {
    expect(reportActionsFor(report({ status: 'resolved' }))).toEqual([]);
    expect(reportActionsFor(report({ status: 'dismissed' }))).toEqual([]);
  });

  it('only dismisses a report whose target is gone, and never suspends nobody', () => {
    expect(reportActionsFor(report({ target: { exists: false } }))).toEqual(['dismiss']);
    expect(reportActionsFor(report({ targetType: 'message', target: { owner: null } }))).toEqual(['dismiss']);
  });

  it('names the person a suspension falls on', () => {
    expect(reportActionText('suspend_user', report()).button).toBe('Suspend Thandi');
    expect(reportActionText('suspend_user', report({ target: { owner: null } })).title).toBe('Suspend the owner?');
    expect(reportActionText('dismiss', report()).destructive).toBe(false);
  });

  it('reads the stored resolution back in words', () => {
    expect(resolutionText('hide_product: counterfeit: fake logo')).toBe('Product hidden: counterfeit: fake logo');
    expect(resolutionText('dismiss')).toBe('Dismissed');
    expect(resolutionText('something else')).toBe('something else');
  });
});

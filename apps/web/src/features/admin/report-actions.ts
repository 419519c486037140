import { REPORT_ACTIONS_FOR, type AdminReport, type ReportAction } from '@sokoni/contracts/admin';
import { adminWords } from './admin-words.ts';

/**
 * What the console offers for a report: none once handled; only a dismissal when what was
 * reported is gone (the server refuses anything else, 409); otherwise the actions that fit its
 * target (REPORT_ACTIONS_FOR), less a suspension when nobody stands behind the target.
 */
export function reportActionsFor(report: Pick<AdminReport, 'status' | 'targetType' | 'target'>): ReportAction[] {
  if (report.status !== 'open') return [];
  if (!report.target.exists) return ['dismiss'];
  return REPORT_ACTIONS_FOR[report.targetType].filter((action) => action !== 'suspend_user' || report.target.owner !== null);
}

type ActionText = { button: string; title: string; description: string; confirm: string; destructive: boolean };

/** The button and its confirmation's words (in the current language); `owner` names the person a suspension falls on. */
export function reportActionText(action: ReportAction, report: Pick<AdminReport, 'targetType' | 'target'>): ActionText {
  const t = adminWords.get();
  const owner = report.target.owner?.displayName ?? t.theOwner;
  switch (action) {
    case 'hide_product':
      return { button: t.hideProduct, title: t.hideProductTitle, description: t.hideProductText, confirm: t.hideProduct, destructive: true };
    case 'delete_comment':
      return { button: t.deleteComment, title: t.deleteCommentTitle, description: t.deleteCommentText, confirm: t.deleteComment, destructive: true };
    case 'suspend_user':
      return { button: t.suspendName({ name: owner }), title: t.suspendNameTitle({ name: owner }), description: t.suspendReportText, confirm: t.suspend, destructive: true };
    case 'dismiss':
      return { button: t.dismiss, title: t.dismissTitle, description: t.dismissText, confirm: t.dismissReport, destructive: false };
  }
}

const OUTCOMES = { hide_product: 'outcomeHidden', suspend_user: 'outcomeSuspended', delete_comment: 'outcomeDeleted', dismiss: 'outcomeDismissed' } as const satisfies Record<ReportAction, string>;

/** The server keeps "action: note" (or the action alone): "Product hidden: counterfeit". */
export function resolutionText(resolution: string): string {
  const split = resolution.indexOf(': ');
  const action = split === -1 ? resolution : resolution.slice(0, split);
  const key = (OUTCOMES as Record<string, (typeof OUTCOMES)[ReportAction] | undefined>)[action];
  if (!key) return resolution;
  const outcome = adminWords.get()[key];
  return split === -1 ? outcome : `${outcome}: ${resolution.slice(split + 2)}`;
}

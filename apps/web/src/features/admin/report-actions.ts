import { REPORT_ACTIONS_FOR, type AdminReport, type ReportAction } from '@sokoni/contracts/admin';

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

/** The button and its confirmation's words; `owner` names the person a suspension falls on. */
export function reportActionText(action: ReportAction, report: Pick<AdminReport, 'targetType' | 'target'>): ActionText {
  const owner = report.target.owner?.displayName ?? 'the owner';
  switch (action) {
    case 'hide_product':
      return {
        button: 'Hide product',
        title: 'Hide this product?',
        description: 'Buyers will no longer find it anywhere; its seller still sees it. Every open report about it is resolved.',
        confirm: 'Hide product',
        destructive: true,
      };
    case 'delete_comment':
      return { button: 'Delete comment', title: 'Delete this comment?', description: 'Every open report about it is resolved.', confirm: 'Delete comment', destructive: true };
    case 'suspend_user':
      return {
        button: `Suspend ${owner}`,
        title: `Suspend ${owner}?`,
        description: 'Their sessions end, they cannot sign in and their shop is hidden until an admin restores the account. Every open report about this is resolved.',
        confirm: 'Suspend',
        destructive: true,
      };
    case 'dismiss':
      return { button: 'Dismiss', title: 'Dismiss this report?', description: 'Nothing is changed; only this report is closed.', confirm: 'Dismiss report', destructive: false };
  }
}

const OUTCOMES: Record<ReportAction, string> = {
  hide_product: 'Product hidden',
  suspend_user: 'Account suspended',
  delete_comment: 'Comment deleted',
  dismiss: 'Dismissed',
};

/** The server keeps "action: note" (or the action alone): "Product hidden: counterfeit". */
export function resolutionText(resolution: string): string {
  const split = resolution.indexOf(': ');
  const action = split === -1 ? resolution : resolution.slice(0, split);
  const outcome = (OUTCOMES as Record<string, string | undefined>)[action];
  if (!outcome) return resolution;
  return split === -1 ? outcome : `${outcome}: ${resolution.slice(split + 2)}`;
}

/** Reports' kinds and messages, without zod: the product page's "Report this listing" imports them. */
export const REPORT_TARGET_TYPES = ['product', 'shop', 'user', 'comment', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_MESSAGES = {
  targetType: `targetType must be one of ${REPORT_TARGET_TYPES.join(', ')}`,
  reasonRequired: 'Tell us what is wrong',
  notFound: 'What you reported was not found',
  reported: 'Thanks, our team will look at this report.',
  alreadyReported: 'You have already reported this',
  notYourself: "You can't report yourself",
} as const;

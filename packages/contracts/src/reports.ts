import { z } from 'zod';
import { idSchema } from './envelope.ts';

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

/** POST /reports (contract). */
export const reportBody = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, REPORT_MESSAGES.targetType),
  targetId: idSchema,
  reason: z.string(REPORT_MESSAGES.reasonRequired).trim().min(1, REPORT_MESSAGES.reasonRequired).max(1000, 'A reason can be at most 1000 characters'),
});

export const reportSchema = z.object({
  id: z.string(),
  _id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reason: z.string(),
  status: z.enum(['open', 'resolved', 'dismissed']),
  createdAt: z.string(),
});
export const reportReplySchema = z.object({ report: reportSchema });

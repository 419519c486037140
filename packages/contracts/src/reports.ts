import { z } from 'zod';
import { idSchema } from './envelope.ts';
import { REPORT_MESSAGES, REPORT_TARGET_TYPES } from './report-rules.ts';

export { REPORT_MESSAGES, REPORT_TARGET_TYPES, type ReportTargetType } from './report-rules.ts';

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

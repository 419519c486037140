import { z } from 'zod';
import { idSchema, MAX_LIST_LIMIT, paginationSchema } from './envelope.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { REPORT_TARGET_TYPES } from './reports.ts';
import { ID_VERIFICATION_STATUSES, ROLES } from './users.ts';
import { ID_SUBMISSION_STATUSES } from './verification.ts';

/**
 * The admin console's API (contract "Admin", issue 14): role admin only (401 guests, 403 anyone
 * else). Every list takes `page` and `limit` (a limit over 100 is served as 100) and answers
 * `pagination`. Every action writes a row to the audit log.
 */

export const USER_STATUSES = ['active', 'deactivated', 'suspended', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * How an admin settles a report: `hide_product` (product targets), `suspend_user` (a user target,
 * or the person behind a shop, product, comment or message), `delete_comment` (comment targets),
 * `dismiss` (nothing wrong). Every action but `dismiss` resolves the report.
 */
export const REPORT_ACTIONS = ['hide_product', 'suspend_user', 'delete_comment', 'dismiss'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
/** Which report actions fit which target (the console offers only these). */
export const REPORT_ACTIONS_FOR: Record<(typeof REPORT_TARGET_TYPES)[number], readonly ReportAction[]> = {
  product: ['hide_product', 'suspend_user', 'dismiss'],
  shop: ['suspend_user', 'dismiss'],
  user: ['suspend_user', 'dismiss'],
  comment: ['delete_comment', 'suspend_user', 'dismiss'],
  message: ['suspend_user', 'dismiss'],
};

/** What the audit log records (`action` of each entry). */
export const AUDIT_ACTIONS = [
  'approve_verification',
  'reject_verification',
  'hide_product',
  'unhide_product',
  'suspend_user',
  'restore_user',
  'delete_comment',
  /** The comment moderation calls of doc 1 §7.4 (detail: the action and reason). */
  'moderate_comment',
  'resolve_report',
  'dismiss_report',
  /** A picture held by the unsafe-image check (issue 25 item 7): released to the public, or removed. */
  'release_media',
  'remove_media',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = ['user', 'product', 'shop', 'comment', 'message', 'report', 'verification', 'media'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const ADMIN_MESSAGES = {
  adminOnly: 'Only administrators can do this',
  heldMediaNotFound: 'This upload is not waiting for review',
  mediaReleased: 'The upload is public',
  mediaRemoved: 'The upload was removed',
  userNotFound: 'User not found',
  productNotFound: 'Product not found',
  reportNotFound: 'Report not found',
  noPendingVerification: 'This user has no ID verification waiting for review',
  approved: 'ID verification approved',
  rejected: 'ID verification rejected',
  defaultRejectReason: 'We could not verify your identity from the ID document and video you sent. Please submit clear, well-lit photos of a valid ID and a short video of your face.',
  productHidden: 'Product hidden from buyers',
  productAlreadyHidden: 'This product is already hidden',
  productUnhidden: 'Product visible to buyers again',
  productNotHidden: 'This product is not hidden',
  userSuspended: 'User suspended: their sessions ended and their shop is hidden',
  userAlreadySuspended: 'This user is already suspended',
  userRestored: 'User restored',
  userNotSuspended: 'This user is not suspended',
  notYourself: "You can't suspend your own account",
  notAnAdmin: "An administrator can't be suspended. Remove their admin role first.",
  userClosed: 'This account is closed (deactivated or deleted) and cannot be suspended',
  reportResolved: 'Report resolved',
  reportDismissed: 'Report dismissed',
  reportClosed: 'This report has already been handled',
  actionDoesNotFit: (action: string, target: string) => `The action ${action} does not apply to a reported ${target}`,
  targetGone: 'What was reported no longer exists: dismiss the report instead',
  actionRequired: `action must be one of ${REPORT_ACTIONS.join(', ')}`,
  reasonTooLong: 'A reason can be at most 1000 characters',
} as const;

/** Said to the suspended person when they try to sign in (403). */
export const ACCOUNT_SUSPENDED_MESSAGE = AUTH_MESSAGES.accountSuspended;

// ── What the console sends ──────────────────────────────────────────────────────────────────

/** Contract: `limit` over 100 is served as 100, not refused. */
export const adminPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .transform((n) => Math.min(n, MAX_LIST_LIMIT)),
});
const searchText = z.string().trim().max(100, 'A search can be at most 100 characters').optional();

/** GET /admin/users: `q` matches name, username and phone (digits of a number in any format). */
export const adminUsersQuery = adminPageQuery.extend({ q: searchText, status: z.enum(USER_STATUSES).optional(), role: z.enum(ROLES).optional() });
/** GET /admin/shops: `q` matches the shop's name and slug and its owner's name and phone. */
export const adminShopsQuery = adminPageQuery.extend({ q: searchText });
/** GET /admin/products: `q` matches the title and the shop's name; `hidden=true` lists hidden ones only. */
export const adminProductsQuery = adminPageQuery.extend({
  q: searchText,
  hidden: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
/** GET /admin/reports: `status` defaults to open (the queue); `all` lists every report. */
export const adminReportsQuery = adminPageQuery.extend({ status: z.enum([...REPORT_STATUSES, 'all']).default('open'), targetType: z.enum(REPORT_TARGET_TYPES).optional() });
export const adminAuditQuery = adminPageQuery.extend({ action: z.enum(AUDIT_ACTIONS).optional(), targetType: z.enum(AUDIT_TARGET_TYPES).optional() });

const reasonField = z.string().trim().max(1000, ADMIN_MESSAGES.reasonTooLong);
/** POST /admin/verifications/{userId}/approve|reject, /admin/users/{id}/suspend, /admin/products/{id}/hide: body optional. */
export const adminReasonBody = z.object({ reason: reasonField.optional() }).nullish();
/** POST /admin/reports/{id}/resolve. */
export const resolveReportBody = z.object({ action: z.enum(REPORT_ACTIONS, ADMIN_MESSAGES.actionRequired), note: reasonField.optional() });

export const adminUserParams = z.object({ userId: idSchema });

// ── What it answers ─────────────────────────────────────────────────────────────────────────

export const adminUserSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    name: z.string(),
    username: z.string(),
    displayName: z.string(),
    phoneNumber: z.string(),
    avatar: z.string().nullable(),
    role: z.enum(ROLES),
    status: z.enum(USER_STATUSES),
    isPhoneVerified: z.boolean(),
    isIdVerified: z.boolean(),
    idVerificationStatus: z.enum(ID_VERIFICATION_STATUSES),
    idVerificationAttempts: z.number(),
    shop: z.object({ id: z.string(), _id: z.string(), name: z.string(), slug: z.string(), isActive: z.boolean() }).nullable(),
    lastLogin: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminShopSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    isVerified: z.boolean(),
    /** False while hidden from buyers (its owner is suspended). */
    isActive: z.boolean(),
    productsCount: z.number(),
    followersCount: z.number(),
    owner: z.object({ id: z.string(), displayName: z.string(), phoneNumber: z.string(), status: z.enum(USER_STATUSES), isIdVerified: z.boolean() }),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminShop' });
export type AdminShop = z.infer<typeof adminShopSchema>;

export const adminProductSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    title: z.string(),
    image: z.string().nullable(),
    price: z.object({ amount: z.number(), currency: z.string() }),
    status: z.string(),
    /** Hidden by an admin: out of every list and page for buyers; its seller still sees it. */
    isHidden: z.boolean(),
    isAvailable: z.boolean(),
    shop: z.object({ id: z.string(), name: z.string(), isActive: z.boolean(), ownerId: z.string() }),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** A pending ID verification with short-lived signed addresses of the two private files. */
export const adminVerificationSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    status: z.enum(ID_SUBMISSION_STATUSES),
    reason: z.string().nullable(),
    createdAt: z.string(),
    reviewedAt: z.string().nullable(),
    user: z.object({
      id: z.string(),
      _id: z.string(),
      name: z.string(),
      displayName: z.string(),
      phoneNumber: z.string(),
      avatar: z.string().nullable(),
      isPhoneVerified: z.boolean(),
      idVerificationAttempts: z.number(),
    }),
    idDocumentUrl: z.string().nullable(),
    videoUrl: z.string().nullable(),
    videoPosterUrl: z.string().nullable(),
  })
  .meta({ id: 'AdminVerification' });
export type AdminVerification = z.infer<typeof adminVerificationSchema>;

/** What a report is about, as it is now. */
export const reportTargetSchema = z.object({
  type: z.enum(REPORT_TARGET_TYPES),
  id: z.string(),
  /** False when it was deleted since. */
  exists: z.boolean(),
  /** A product's title, a shop's or user's name, the start of a comment or message. */
  title: z.string(),
  /** Product hidden by an admin, shop hidden, comment deleted or hidden. */
  isHidden: z.boolean(),
  /** The person behind it (the user, or the owner or author), when known. */
  owner: z.object({ id: z.string(), displayName: z.string(), status: z.enum(USER_STATUSES), isSuspended: z.boolean() }).nullable(),
});
export type ReportTarget = z.infer<typeof reportTargetSchema>;

export const adminReportSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    targetType: z.enum(REPORT_TARGET_TYPES),
    targetId: z.string(),
    reason: z.string(),
    status: z.enum(REPORT_STATUSES),
    createdAt: z.string(),
    reporter: z.object({ id: z.string(), displayName: z.string() }).nullable(),
    target: reportTargetSchema,
    /** The action taken and the admin's note, once handled. */
    resolution: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    resolvedBy: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  })
  .meta({ id: 'AdminReport' });
export type AdminReport = z.infer<typeof adminReportSchema>;

/** The public page an audit entry's target is seen on: a product's or shop's (a comment's or report's is what it is about). */
export const AUDIT_PAGE_TYPES = ['product', 'shop'] as const;

/** What an audit entry acted on, named as it is now (read when the log is served). */
export const auditTargetSchema = z.object({
  /**
   * A product's title, a shop's name, a person's name and phone ("Thandi (+26876…)"), the start of
   * a comment or message, a report's reason and what it is about; the id when the target is gone.
   */
  label: z.string(),
  /** False when the target was deleted since (the label is then its id). */
  exists: z.boolean(),
  page: z.object({ type: z.enum(AUDIT_PAGE_TYPES), id: z.string() }).nullable(),
});
export type AuditTarget = z.infer<typeof auditTargetSchema>;

export const auditEntrySchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    target: auditTargetSchema,
    detail: z.string().nullable(),
    createdAt: z.string(),
    admin: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminStatsSchema = z.object({
  users: z.number(),
  suspendedUsers: z.number(),
  shops: z.number(),
  products: z.number(),
  hiddenProducts: z.number(),
  openReports: z.number(),
  pendingVerifications: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminUserListSchema = z.object({ users: z.array(adminUserSchema), pagination: paginationSchema });
export const adminShopListSchema = z.object({ shops: z.array(adminShopSchema), pagination: paginationSchema });
export const adminProductListSchema = z.object({ products: z.array(adminProductSchema), pagination: paginationSchema });
export const adminVerificationListSchema = z.object({ verifications: z.array(adminVerificationSchema), pagination: paginationSchema });
export const adminReportListSchema = z.object({ reports: z.array(adminReportSchema), pagination: paginationSchema });
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema), pagination: paginationSchema });

/** Approve or reject → the submission as it is now and the user's row. */
export const verificationDecisionSchema = z.object({ verification: adminVerificationSchema, user: adminUserSchema });
export const adminUserReplySchema = z.object({ user: adminUserSchema });
export const adminProductReplySchema = z.object({ product: adminProductSchema });
export const adminReportReplySchema = z.object({ report: adminReportSchema });

/**
 * GET /admin/media-holds: uploads the unsafe-image check held (a listing picture or video, an
 * avatar, a shop logo, a chat picture), oldest first. `url` is a signed address only admins get.
 */
export const heldMediaSchema = z.object({
  id: idSchema,
  url: z.string(),
  kind: z.enum(['image', 'video', 'document']),
  folder: z.string(),
  ownerId: idSchema,
  unsafeScore: z.number().nullable(),
  createdAt: z.string(),
});
export type HeldMedia = z.infer<typeof heldMediaSchema>;
export const heldMediaListSchema = z.object({ media: z.array(heldMediaSchema), pagination: paginationSchema });
/** POST /admin/media-holds/{id}/release | /remove → the upload as decided. */
export const heldMediaDecisionSchema = z.object({ id: idSchema, moderation: z.enum(['released', 'removed']) });

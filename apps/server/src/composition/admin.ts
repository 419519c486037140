import { createAdminRepo, createAdminService } from '../modules/admin/index.ts';
import { productImage } from '../modules/comments/index.ts';
import { createReportsService } from '../modules/reports/index.ts';
import { createVerificationRepo, createVerificationService } from '../modules/verification/index.ts';
import type { ServicesInput } from './services-input.ts';
import type { AccountServices } from './accounts.ts';
import type { Adapters } from './adapters.ts';
import type { MediaServices } from './media.ts';
import type { MessagingServices } from './messaging.ts';

/** Reports, verification and the admin console (issue 14). */
export function buildAdminServices(input: ServicesInput, a: Adapters, accounts: AccountServices, m: MediaServices, messaging: MessagingServices) {
  const { db } = input.database;
  const { auth, users } = accounts;
  const reports = createReportsService(db);
  const verification = createVerificationService({
    repo: createVerificationRepo(db),
    usersRepo: accounts.usersRepo,
    codes: auth.codes,
    userView: (userId) => users.me(userId),
    mediaKeyOf: a.mediaKeyOf,
    privateUrl: m.media.privateUrl,
  });
  const adminRepo = createAdminRepo(db);
  const admin = createAdminService({
    db,
    repo: adminRepo,
    reports,
    verification,
    endAllSessions: (userId, reason) => auth.endAllSessions(userId, reason),
    deleteComment: (id, by, reason) => messaging.comments.commentModeration.moderate(id, by, 'delete', reason),
    notifier: m.notifier,
    mediaUrl: a.mediaUrl,
    productImage: (stored) => productImage(stored, a.mediaUrl),
    onChanged: (change) => a.changes.publish(change),
  });
  return { reports, verification, adminRepo, admin };
}

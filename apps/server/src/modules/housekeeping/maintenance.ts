import { uploadKeyPrefix } from '@sokoni/contracts/media';
import type { Db } from '../../platform/db/client.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { purgeDeletedAccounts } from './account-purge.ts';
import { pruneGuestSessions } from '../assistant/index.ts';
import { pruneSpentCodesAndSessions } from '../auth/index.ts';
import { failAbandonedVideos } from '../media/index.ts';
import { failStaleListings } from '../listings/index.ts';
import { pruneNotifications } from '../notifications/index.ts';
import { pruneViewMarks } from '../social/index.ts';

const HOUR_MS = 60 * 60 * 1000;
const DELETED_RETENTION_DAYS = 90;

/** Contract: deleted accounts are purged after 90 days; spent codes, ended sessions, old view marks, old read notifications and guests' idle assistant conversations go too. */
export async function runMaintenance(db: Db, opts: { now?: Date; storage?: Storage; privateStorage?: Storage } = {}) {
  const now = opts.now ?? new Date();
  const retention = new Date(now.getTime() - DELETED_RETENTION_DAYS * 24 * HOUR_MS);
  const purged = await purgeDeletedAccounts(db, retention);
  // Their pictures, videos and chat files go too (after the commit: a failed delete leaves files, never rows).
  for (const id of purged) {
    await opts.storage?.deleteFolder(uploadKeyPrefix(id));
    await opts.privateStorage?.deleteFolder(uploadKeyPrefix(id));
  }
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);
  await pruneSpentCodesAndSessions(db, dayAgo);
  await pruneViewMarks(db, now);
  const prunedNotifications = await pruneNotifications(db, now);
  await failAbandonedVideos(db);
  await failStaleListings(db);
  await pruneGuestSessions(db, now);
  return { purgedUsers: purged.length, prunedNotifications };
}

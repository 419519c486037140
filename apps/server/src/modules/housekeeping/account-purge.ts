import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { prepareUsersPurge, recountAfterPurge } from '../comments/index.ts';
import { takeBackProductToggles } from '../products/index.ts';
import { takeBackFollowers } from '../shops/index.ts';
import { togglesOfUsers } from '../social/index.ts';
import { deleteAccounts, lockPurgeableAccounts } from '../users/index.ts';

/**
 * Deleting a user cascades to their likes, bookmarks, follows and comments. The counters those
 * rows moved are kept in step here, each by its owner's face in one transaction: toggled
 * counters are decremented by what the user had added (seeded figures stay), comment totals and
 * reply counts are recounted from the rows left. Returns the purged ids (their uploads live under
 * `u/{id}/` in storage).
 */
export async function purgeDeletedAccounts(db: Db, closedBefore: Date): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const ids = await lockPurgeableAccounts(tx, closedBefore);
    if (ids.length === 0) return [];
    const toggles = await togglesOfUsers(tx, ids);
    await takeBackProductToggles(tx, toggles);
    await takeBackFollowers(tx, toggles.follows);
    const touched = await prepareUsersPurge(tx, ids);
    await deleteAccounts(tx, ids);
    await recountAfterPurge(tx, touched);
    return ids;
  });
}

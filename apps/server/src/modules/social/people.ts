import type { Db } from '../../platform/db/client.ts';
import { usersByIds, type UserRow } from '../users/index.ts';

/**
 * A page of rows, each with its person: one lookup in the users' face for the whole page. A row
 * whose person is gone is left out, as the join it replaces did (the purge takes both together).
 */
export async function withPeople<T>(db: Db, rows: T[], personOf: (row: T) => string): Promise<(T & { user: UserRow })[]> {
  const people = new Map((await usersByIds(db, rows.map(personOf))).map((u) => [u.id, u]));
  return rows.flatMap((row) => {
    const user = people.get(personOf(row));
    return user ? [{ ...row, user }] : [];
  });
}

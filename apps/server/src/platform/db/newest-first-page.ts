import { count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A page of a list: 1-based, `limit` rows. */
export type Paging = { page: number; limit: number };

type Dated = PgTable & { createdAt: PgColumn; id: PgColumn };

/**
 * One page of a table's rows, newest first (ties by id, so pages never overlap), and how many
 * rows match in all: the two queries run together.
 */
export async function newestFirstPage<T extends Dated>(db: Db, table: T, where: SQL | undefined, paging: Paging): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ n: count() }).from(table as PgTable).where(where),
  ]);
  // `select()` of the whole table is its row type; drizzle cannot follow a generic table through `from`.
  return { rows: rows as T['$inferSelect'][], total: counted?.n ?? 0 };
}

import { sql, type SQL } from 'drizzle-orm';

/** So many rows per id: what a purged user's likes, bookmarks or follows added to a counter. */
export type Tally = { id: string; n: number };

/** Tallies as a derived table `x(id, n)`, for one `update … from` that takes them all back. */
export function talliesTable(tallies: Tally[]): SQL {
  return sql`(values ${sql.join(
    tallies.map((t) => sql`(${t.id}::uuid, ${t.n}::int)`),
    sql`, `,
  )}) as x(id, n)`;
}

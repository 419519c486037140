import { is, SQL, type Subquery } from 'drizzle-orm';

/**
 * Every field of an aliased subquery, as an object a select nests (`select({ shop: fieldsOf(shopRows) })`):
 * the columns keep their types and decoders (a timestamp still comes back a Date), under the
 * subquery's alias. How a module selects what another module's face shares of its table.
 */
export function fieldsOf<S extends Subquery>(subquery: S): S['_']['selectedFields'] {
  const proxy = subquery as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(subquery._.selectedFields as Record<string, unknown>).map(([key, field]) => {
      if (is(field, SQL)) throw new Error(`fieldsOf: ${key} is plain SQL; give it an alias with .as()`);
      return [key, proxy[key]];
    }),
  ) as S['_']['selectedFields'];
}

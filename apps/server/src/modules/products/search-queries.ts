import { products } from '../../platform/db/tables/products.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { CategoryTarget } from './category-words.ts';

/** How alike a title must be to the query, as pg_trgm word_similarity ("samsng" ~ "Samsung …" is 0.57). */
const FUZZY_THRESHOLD = 0.3;

export type SearchClause = { match: SQL; rank: SQL };

/**
 * Search in two tiers. `exact`: full text (stemmed words; title weighs more than brand and tags,
 * which weigh more than the description) or every word as a prefix ("iphon" → iPhone), one
 * tsquery answered by the GIN index products_search_idx. `fuzzy`, for when exact finds nothing:
 * titles alike the query by trigrams ("samsng galxy" → Samsung Galaxy). Its candidates come from
 * the trigram index products_title_trgm_idx (a regex of the query's trigrams), then
 * word_similarity must pass FUZZY_THRESHOLD: the `%>` operator would use the index by itself,
 * but its threshold is a session setting, 0.6 by default, too strict for "samsng" (0.57).
 */
export function searchClauses(q: string): { exact: SearchClause; fuzzy?: SearchClause } | undefined {
  const words = [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 12);
  if (words.length === 0) return undefined;
  const web = sql`websearch_to_tsquery('english', ${q})`;
  // Search syntax ("a phrase", -word, or) means exactly what it says: no prefixes, no typos.
  const strict = /"|(^|\s)-\S|\sor\s/i.test(q);
  const tsq = strict ? web : sql`(${web} || to_tsquery('english', ${words.map((w) => `${w}:*`).join(' & ')}))`;
  const exact = {
    match: sql`${products.searchVector} @@ ${tsq}`,
    rank: sql`(ts_rank_cd(${products.searchVector}, ${tsq}) * 2 + word_similarity(${q}, ${products.title}))`,
  };
  const grams = strict ? [] : trigramsOf(words);
  if (grams.length === 0) return { exact };
  const likeness = sql`word_similarity(${q}, ${products.title})`;
  return {
    exact,
    fuzzy: {
      match: sql`(${products.title} ~* ${`(${grams.join('|')})`} and ${likeness} >= ${FUZZY_THRESHOLD})`,
      // Whole-title similarity breaks ties between titles that share the same word.
      rank: sql`(${likeness} + similarity(${q}, ${products.title}) * 0.5)`,
    },
  };
}

/**
 * 1 for a product in a category or subcategory the search names ("phone" → Phones & Tablets),
 * else 0: relevance orders by it first, so a TV that mentions a phone comes after the phones.
 */
export function categoryIntent(targets: CategoryTarget[]): SQL | undefined {
  if (targets.length === 0) return undefined;
  const cases = targets.map((t) =>
    t.subcategory === undefined
      ? sql`${products.category} = ${t.category}`
      : sql`(${products.category} = ${t.category} and lower(${products.subcategory}) = ${t.subcategory.toLowerCase()})`,
  );
  return sql`(case when ${sql.join(cases, sql` or `)} then 1 else 0 end)`;
}

/** The distinct 3-letter pieces of the words (letters and digits only, so safe in a regex). */
function trigramsOf(words: string[], max = 24): string[] {
  const grams = new Set<string>();
  for (const w of words) {
    const chars = [...w];
    for (let i = 0; i + 3 <= chars.length && grams.size < max; i++) grams.add(chars.slice(i, i + 3).join(''));
  }
  return [...grams];
}


import { toBasePrice } from '../../platform/db/tables/currency-rates.ts';
import type { LabelledQuery } from './shopper-queries.ts';

/** A catalog product as the labels judge it. */
export type JudgedProduct = { id: string; title: string; brand: string | null; category: string; subcategory: string | null; condition: string; price: { amount: number; currency: string }; attributes: Record<string, unknown>; city?: string };

const inSzl = (amount: number, currency: string) => toBasePrice(amount, currency) ?? amount;

/** Whether a product breaks a constraint the shopper stated (a price cap above all). */
export function brokenConstraints(q: LabelledQuery, p: JudgedProduct): string[] {
  const broken: string[] = [];
  const price = p.price.amount > 0 ? inSzl(p.price.amount, p.price.currency) : undefined;
  // 1 % slack: prices compare in SZL through rounded rates.
  if (q.maxPrice && (price === undefined || price > inSzl(q.maxPrice.amount, q.maxPrice.currency) * 1.01)) broken.push('price cap');
  if (q.minPrice && (price === undefined || price < inSzl(q.minPrice.amount, q.minPrice.currency) * 0.99)) broken.push('price floor');
  if (q.condition && p.condition !== q.condition) broken.push('condition');
  if (q.yearMin !== undefined && !(Number(p.attributes.year) >= q.yearMin)) broken.push('year');
  if (q.city && (p.city ?? '').toLowerCase() !== q.city.toLowerCase()) broken.push('town');
  return broken;
}

/** Whether a product answers the query: its category, kind, title and every stated constraint. */
export function isRelevant(q: LabelledQuery, p: JudgedProduct): boolean {
  if (p.category !== q.category) return false;
  if (q.subcategory && p.subcategory !== q.subcategory) return false;
  if (q.title && !q.title.test(`${p.title} ${p.brand ?? ''}`)) return false;
  if (q.brand && (p.brand ?? '').toLowerCase() !== q.brand.toLowerCase() && !p.title.toLowerCase().includes(q.brand.toLowerCase())) return false;
  return brokenConstraints(q, p).length === 0;
}

export type QueryOutcome = { q: string; returned: number; relevant: number; available: number; precisionAt5: number; broken: { title: string; constraints: string[] }[]; top: string[] };

/**
 * precision@5 of one query: the relevant share of the top five, out of five or of as many
 * relevant products as the catalog holds when it has fewer (a query with two right answers that
 * shows both scores 1).
 */
export function judge(q: LabelledQuery, resultIds: string[], catalog: Map<string, JudgedProduct>): QueryOutcome {
  const top = resultIds.slice(0, 5).flatMap((id) => catalog.get(id) ?? []);
  const available = [...catalog.values()].filter((p) => isRelevant(q, p)).length;
  const relevant = top.filter((p) => isRelevant(q, p)).length;
  const denominator = Math.min(5, available);
  return {
    q: q.q,
    returned: top.length,
    relevant,
    available,
    precisionAt5: denominator === 0 ? 0 : relevant / denominator,
    broken: top.flatMap((p) => {
      const constraints = brokenConstraints(q, p);
      return constraints.length ? [{ title: p.title, constraints }] : [];
    }),
    top: top.map((p) => p.title),
  };
}

/**
 * The mean precision@5 over the queries the catalog has an answer for (as IR evaluations do: a
 * query with no relevant product cannot be answered well or badly); broken constraints over all.
 */
export function summarise(outcomes: QueryOutcome[]) {
  const answerable = outcomes.filter((o) => o.available > 0);
  const mean = answerable.reduce((a, o) => a + o.precisionAt5, 0) / Math.max(1, answerable.length);
  const results = outcomes.reduce((a, o) => a + o.returned, 0);
  const brokenResults = outcomes.reduce((a, o) => a + o.broken.length, 0);
  const brokenCaps = outcomes.reduce((a, o) => a + o.broken.filter((b) => b.constraints.includes('price cap')).length, 0);
  return { queries: outcomes.length, answerable: answerable.length, precisionAt5: Math.round(mean * 1000) / 1000, results, brokenResults, brokenShare: results ? brokenResults / results : 0, brokenPriceCaps: brokenCaps };
}

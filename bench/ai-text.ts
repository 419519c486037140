// The assistant's text answers (issue 25): precision@5, NDCG@5 and recall of the labelled
// queries' held-out half, judged by hand-written graded labels (bench/ai-text-labels.ts, issue 27
// §7), and whether every "nothing fits" query says so without calling another kind a match.
//   npm run bench -- ai-text          (PGlite in memory; the integration tests cover PostgreSQL)
// The demo catalog is seeded in process (tiny media: text search does not look at pictures) and
// asked through the real app's POST /api/ai/search and /api/ai/chat.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../apps/server/test/harness.ts';
import { seedCatalog } from '../apps/server/src/seed/catalog.ts';
import { SMALL_MEDIA } from '../apps/server/src/seed/media.ts';
import { createStorage } from '../apps/server/src/platform/storage/create-storage.ts';
import { rowsOf } from '../apps/server/src/platform/db/transaction.ts';
import { toBasePrice } from '../apps/server/src/platform/db/tables/currency-rates.ts';
import { brokenConstraints, type JudgedProduct } from '../apps/server/src/modules/assistant/evaluate-queries.ts';
import { GRADED_LABELS, type Grades } from './ai-text-labels.ts';
import { NOTHING_FITS_QUERIES, TEXT_QUERIES, type NothingFitsQuery, type TextBenchQuery } from './ai-text-queries.ts';

type Match = { productId: string; fit?: string; reasons: string[] };
type SearchResult = { product: { id: string }; fit?: string; reasons: string[] };

const mean = (xs: number[]) => Math.round((xs.reduce((a, x) => a + x, 0) / Math.max(1, xs.length)) * 1000) / 1000;
const inSzl = (amount: number, currency: string) => toBasePrice(amount, currency) ?? amount;

/** Whether a catalog product is of a "nothing fits" query's kind within its budget (there must be none). */
const fitsNothingFits = (q: NothingFitsQuery, p: JudgedProduct) =>
  p.category === q.category && q.kind.test(p.title) && (!q.maxPrice || (p.price.amount > 0 && inSzl(p.price.amount, p.price.currency) <= inSzl(q.maxPrice.amount, q.maxPrice.currency)));

/** A reply that says nothing fits: it opens by saying there are none, and never speaks of matches. */
const SAYS_NOTHING_FITS = /^(?:No .+ on Sokoni right now|There (?:are|is) no .+ on Sokoni yet)/;
const CALLS_MATCHES = /\bmatch(?:es)?\b|best fit/i;

type Grade = 0 | 1 | 2;

/**
 * Each catalog product's grade for one query, from its hand-written labels. A label names a title
 * by its start; one naming no product, or products of two different titles, is a label error.
 */
export function gradesOf(q: string, labels: Grades | undefined, catalog: Map<string, JudgedProduct>): Map<string, Grade> {
  if (!labels) throw new Error(`ai-text: no graded labels for "${q}" (bench/ai-text-labels.ts)`);
  const grades = new Map<string, Grade>();
  for (const grade of [2, 1] as const) {
    for (const label of labels[grade] ?? []) {
      const named = [...catalog.values()].filter((p) => p.title.startsWith(label));
      const titles = new Set(named.map((p) => p.title));
      if (titles.size !== 1) throw new Error(`ai-text: the label "${label}" of "${q}" names ${titles.size ? [...titles].join(' and ') : 'no listable product'}`);
      for (const p of named) {
        if (grades.has(p.id)) throw new Error(`ai-text: "${p.title}" is labelled twice for "${q}"`);
        grades.set(p.id, grade);
      }
    }
  }
  return grades;
}

const dcg = (grades: Grade[]) => grades.reduce<number>((a, g, i) => a + (2 ** g - 1) / Math.log2(i + 2), 0);

type Judged = {
  q: string;
  /** Products graded 2 in the catalog: 0 means the catalog has no right answer (not averaged). */
  wanted: number;
  precisionAt5: number;
  ndcgAt5: number;
  ndcgAt5MatchesOnly: number;
  recall: number;
  top: { title: string; grade: Grade; match: boolean }[];
  brokenPriceCaps: number;
};

/** What one search shows: every result in its order, and which of them it presents as matches. */
type Shown = { ids: string[]; matches: string[] };

/**
 * One query's figures. precision@5: the share of the top five presented as matches graded 2, out
 * of five or of as many as the catalog holds when fewer (as before). NDCG@5: gains 2^grade − 1,
 * discounted by log2(rank + 1), against the catalog's best five; over the five results as shown
 * (matches, then alternatives: the shopper sees both), and over the matches alone. Recall: the
 * share of the products graded 2 that the search presents as matches when asked for its most (50).
 */
export function judgeGraded(q: TextBenchQuery, grades: Map<string, Grade>, first5: Shown, atMost: Shown, catalog: Map<string, JudgedProduct>): Judged {
  const gradeOf = (id: string): Grade => grades.get(id) ?? 0;
  const known = (ids: string[]) => ids.filter((id) => catalog.has(id)).slice(0, 5);
  const matches = known(first5.matches);
  const wanted = [...grades.values()].filter((g) => g === 2).length;
  const ideal = dcg([...grades.values()].sort((a, b) => b - a).slice(0, 5));
  return {
    q: q.q,
    wanted,
    precisionAt5: wanted ? matches.filter((id) => gradeOf(id) === 2).length / Math.min(5, wanted) : 0,
    ndcgAt5: ideal ? dcg(known(first5.ids).map(gradeOf)) / ideal : 0,
    ndcgAt5MatchesOnly: ideal ? dcg(matches.map(gradeOf)) / ideal : 0,
    recall: wanted ? new Set(atMost.matches.filter((id) => gradeOf(id) === 2)).size / wanted : 0,
    top: known(first5.ids).map((id) => ({ title: catalog.get(id)!.title, grade: gradeOf(id), match: first5.matches.includes(id) })),
    brokenPriceCaps: matches.filter((id) => brokenConstraints(q, catalog.get(id)!).includes('price cap')).length,
  };
}

/** What the markdown report reads of the result. */
type Summary = {
  catalog: { products: number; database: string };
  labelled: {
    heldOut: { queries: number; answerable: number; precisionAt5: number; ndcgAt5: number; ndcgAt5MatchesOnly: number; recall: number; brokenPriceCaps: number; noRightAnswer: string[] };
    tuningHalfForReference: { queries: number; answerable: number; precisionAt5: number; ndcgAt5: number; ndcgAt5MatchesOnly: number; recall: number };
    perQuery: { q: string; precisionAt5: number | null; ndcgAt5: number | null; ndcgAt5MatchesOnly: number | null; recall: number | null; top: string[] }[];
  };
  nothingFits: { queries: number; overBudget: number; absent: number; saidSo: number; anotherKindCalledAMatch: number; labelErrors: string[]; perQuery: { q: string; why: string; saysSo: boolean; calledMatch: string[]; message: string }[] };
};

export async function aiTextBench() {
  const t = await createTestApp({ LOG_LEVEL: 'silent' });
  try {
    await seedCatalog(t.database.db, createStorage(t.config), { media: SMALL_MEDIA });
    const rows = rowsOf<{ id: string; title: string; brand: string | null; category: string; subcategory: string | null; condition: string; price_amount: string; currency: string; attributes: Record<string, unknown>; city: string }>(
      await t.database.db.execute(sql`select p.id, p.title, p.brand, p.category, p.subcategory, p.condition, p.price_amount, p.currency, p.attributes, p.city
        from products p join shops s on s.id = p.shop_id where p.is_active and p.is_available and p.status = 'active' and s.is_active`),
    );
    const catalog = new Map<string, JudgedProduct>(rows.map((r) => [r.id, { ...r, price: { amount: Number(r.price_amount), currency: r.currency } }]));
    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, payload });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return res.json().data;
    };

    // Labelled queries: the hand-written grades of what /ai/search presents as matches (an
    // alternative, even of the right kind, is not one): its top five, and all it finds at its most.
    const shown = async (query: string, limit: number): Promise<Shown> => {
      const results = (await post('/api/ai/search', { query, limit })).results as SearchResult[];
      return { ids: results.map((r) => r.product.id), matches: results.filter((r) => r.fit !== 'alternative').map((r) => r.product.id) };
    };
    const unlabelled = Object.keys(GRADED_LABELS).filter((q) => !TEXT_QUERIES.some((t) => t.q === q));
    if (unlabelled.length) throw new Error(`ai-text: labels for queries the bench does not ask: ${unlabelled.join(', ')}`);
    const outcomes: (Judged & { half: TextBenchQuery['half'] })[] = [];
    for (const q of TEXT_QUERIES) {
      const grades = gradesOf(q.q, GRADED_LABELS[q.q], catalog);
      outcomes.push({ ...judgeGraded(q, grades, await shown(q.q, 5), await shown(q.q, 50), catalog), half: q.half });
    }
    const round = (x: number) => Math.round(x * 100) / 100;
    const shownAs = (t: Judged['top'][number]) => `${t.title} [${t.grade}${t.match ? '' : ', alternative'}]`;
    const half = (h: TextBenchQuery['half']) => {
      const mine = outcomes.filter((o) => o.half === h && o.wanted > 0);
      return {
        queries: outcomes.filter((o) => o.half === h).length,
        answerable: mine.length,
        precisionAt5: mean(mine.map((o) => o.precisionAt5)),
        ndcgAt5: mean(mine.map((o) => o.ndcgAt5)),
        ndcgAt5MatchesOnly: mean(mine.map((o) => o.ndcgAt5MatchesOnly)),
        recall: mean(mine.map((o) => o.recall)),
        brokenPriceCaps: mine.reduce((a, o) => a + o.brokenPriceCaps, 0),
        noRightAnswer: outcomes.filter((o) => o.half === h && o.wanted === 0).map((o) => o.q),
        misses: mine
          .filter((o) => o.ndcgAt5 < 1 || o.recall < 1)
          .map((o) => `${o.q}: P@5 ${round(o.precisionAt5)}, NDCG@5 ${round(o.ndcgAt5)}, recall ${round(o.recall)} (${o.wanted} graded 2; shown: ${o.top.map(shownAs).join(' | ')})`),
      };
    };

    // "Nothing fits": the chat and the search both say so, and call nothing a match.
    const nothing = [];
    for (const q of NOTHING_FITS_QUERIES) {
      const labelError = [...catalog.values()].some((p) => fitsNothingFits(q, p));
      // Over budget when the catalog lists the kind at some price; absent when it lists none (some demo listings are not listable).
      const why = [...catalog.values()].some((p) => fitsNothingFits({ ...q, maxPrice: undefined }, p)) ? 'over budget' : 'absent';
      const chat = await post('/api/ai/chat', { message: q.q });
      const search = await post('/api/ai/search', { query: q.q, limit: 10 });
      const chatMatches = (chat.matches as Match[]).filter((m) => m.fit !== 'alternative');
      const searchMatches = (search.results as SearchResult[]).filter((r) => r.fit !== 'alternative');
      const saysSo = SAYS_NOTHING_FITS.test(chat.message) && !CALLS_MATCHES.test(chat.message) && SAYS_NOTHING_FITS.test(search.notice ?? '');
      const calledMatch = [...chatMatches.map((m) => m.productId), ...searchMatches.map((r) => r.product.id)].map((id) => catalog.get(id)?.title ?? id);
      nothing.push({ q: q.q, why, labelError, saysSo, calledMatch, message: chat.message, shown: (chat.products as { title: string }[]).slice(0, 5).map((p) => p.title) });
    }

    const report = half('report');
    const tune = half('tune');
    const result = {
      catalog: { kind: 'demo', products: catalog.size, database: 'pglite' },
      labelled: {
        note:
          'Judged by hand-written graded labels (bench/ai-text-labels.ts: 2 = what was asked for, 1 = related, 0 = not), over the results /api/ai/search presents as matches (fit ≠ alternative). precision@5: graded-2 share of the top 5, out of min(5, graded 2 in the catalog). NDCG@5: gain 2^grade − 1, log2 discount, against the catalog\'s best five, over the five results as shown (matches, then alternatives), and over the matches alone. recall: graded-2 products presented as matches when asked for 50, out of all graded 2. Averaged over queries with a graded-2 product; reported on the held-out half only (the tuning half was used while adding words).',
        heldOut: report,
        tuningHalfForReference: { queries: tune.queries, answerable: tune.answerable, precisionAt5: tune.precisionAt5, ndcgAt5: tune.ndcgAt5, ndcgAt5MatchesOnly: tune.ndcgAt5MatchesOnly, recall: tune.recall, misses: tune.misses },
        perQuery: outcomes
          .filter((o) => o.half === 'report')
          .map((o) => ({
            q: o.q,
            precisionAt5: o.wanted ? round(o.precisionAt5) : null,
            ndcgAt5: o.wanted ? round(o.ndcgAt5) : null,
            ndcgAt5MatchesOnly: o.wanted ? round(o.ndcgAt5MatchesOnly) : null,
            recall: o.wanted ? round(o.recall) : null,
            wantedInCatalog: o.wanted,
            top: o.top.map(shownAs),
          })),
      },
      nothingFits: {
        queries: nothing.length,
        overBudget: nothing.filter((n) => n.why === 'over budget').length,
        absent: nothing.filter((n) => n.why === 'absent').length,
        labelErrors: nothing.filter((n) => n.labelError).map((n) => n.q),
        saidSo: nothing.filter((n) => n.saysSo).length,
        anotherKindCalledAMatch: nothing.filter((n) => n.calledMatch.length > 0).length,
        perQuery: nothing,
      },
      targets: { everyNothingFitsSaysSo: nothing.every((n) => n.saysSo && n.calledMatch.length === 0), precisionAt5AtLeast090: report.precisionAt5 >= 0.9 },
      note: 'Relevance figures are deterministic (same catalog, same answers); the bench measures no latency.',
    };
    writeFileSync(path.join(import.meta.dirname, 'results', 'ai-text.md'), markdownOf(result));
    return result;
  } finally {
    await t.close();
  }
}

function markdownOf(r: Summary): string {
  const lines = [
    '# AI text answers (issue 25; graded labels, issue 27 §7)',
    '',
    `Demo catalog, ${r.catalog.products} listings, ${r.catalog.database}. Command: \`npm run bench -- ai-text\`.`,
    '',
    'Relevance figures only: the same catalog gives the same answers, so they do not move with the load of the (shared) machine; this bench times nothing.',
    '',
    `## Labelled queries — held-out half (${r.labelled.heldOut.queries} queries, ${r.labelled.heldOut.answerable} with a right answer in the catalog)`,
    '',
    'Judged by hand-written graded labels (bench/ai-text-labels.ts): 2 = what was asked for, 1 = related, 0 = not; written from the queries and the catalog, not from the assistant\'s rules.',
    'precision@5: of the top five presented as matches (an alternative does not count), those graded 2, out of min(5, products graded 2). NDCG@5: gains 2^grade − 1 against the catalog\'s best five, over the five results as shown (matches, then alternatives), and over the matches alone. recall: the products graded 2 that the search presents as matches when asked for 50.',
    '',
    '| half | queries | answerable | precision@5 | NDCG@5 | NDCG@5, matches only | recall |',
    '|---|---|---|---|---|---|---|',
    `| **held out (reported)** | ${r.labelled.heldOut.queries} | ${r.labelled.heldOut.answerable} | **${r.labelled.heldOut.precisionAt5}** | **${r.labelled.heldOut.ndcgAt5}** | ${r.labelled.heldOut.ndcgAt5MatchesOnly} | **${r.labelled.heldOut.recall}** |`,
    `| tuning (for reference) | ${r.labelled.tuningHalfForReference.queries} | ${r.labelled.tuningHalfForReference.answerable} | ${r.labelled.tuningHalfForReference.precisionAt5} | ${r.labelled.tuningHalfForReference.ndcgAt5} | ${r.labelled.tuningHalfForReference.ndcgAt5MatchesOnly} | ${r.labelled.tuningHalfForReference.recall} |`,
    '',
    `precision@5 target ≥ 0.9. Price caps broken in the top 5: ${r.labelled.heldOut.brokenPriceCaps}. No right answer in the catalog (not averaged): ${r.labelled.heldOut.noRightAnswer.join(', ') || '—'}.`,
    '',
    '| query | precision@5 | NDCG@5 | NDCG@5, matches only | recall | the five shown [grade] |',
    '|---|---|---|---|---|---|',
    ...r.labelled.perQuery.map((o) => `| ${o.q} | ${o.precisionAt5 ?? 'n/a'} | ${o.ndcgAt5 ?? 'n/a'} | ${o.ndcgAt5MatchesOnly ?? 'n/a'} | ${o.recall ?? 'n/a'} | ${o.top.join(' · ')} |`),
    '',
    `## "Nothing fits" (${r.nothingFits.queries} queries: ${r.nothingFits.overBudget} over budget, ${r.nothingFits.absent} kind absent)`,
    '',
    `Said so: **${r.nothingFits.saidSo} / ${r.nothingFits.queries}**; another kind called a match: **${r.nothingFits.anotherKindCalledAMatch}**; label errors: ${r.nothingFits.labelErrors.length}.`,
    '',
    '| query | why | says so | called a match | reply |',
    '|---|---|---|---|---|',
    ...r.nothingFits.perQuery.map((n) => `| ${n.q} | ${n.why} | ${n.saysSo ? 'yes' : '**no**'} | ${n.calledMatch.join(', ') || '—'} | ${n.message.replace(/\|/g, '/')} |`),
    '',
  ];
  return lines.join('\n');
}

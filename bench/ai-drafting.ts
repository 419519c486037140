// Drafting you can trust (issue 25): on the drafting set's REPORT half, how often a filled category
// is wrong, how often one is filled, whether titles name the right object, whether prices come
// from the same kind, and how long a draft takes. The CALIBRATE half is drafted with every
// threshold at 0 and printed separately: it is where DRAFT_THRESHOLDS were chosen.
//   npm run bench -- ai-drafting
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CategorySlug } from '@sokoni/contracts/catalog';
import { createListingDrafter, DRAFT_THRESHOLDS, type DraftingPorts, type ListingDraft, namesAnyWord, namesKind } from '../apps/server/src/modules/drafting/index.ts';
import { panVideo } from '../apps/server/src/modules/drafting/test-video.ts';
import { createWorkerAi } from '../apps/server/src/platform/ai/index.ts';
import { catalogFor, type BenchListing, kindPrices } from './drafting-catalog.ts';
import { collectDraftingSet, missingAdvice, type SetItem } from './drafting-set.ts';

const videoDir = path.join(import.meta.dirname, '.cache', 'drafting-videos');
const resultsDir = path.join(import.meta.dirname, 'results');
const quiet = { warn: () => undefined };

async function videoOf(item: SetItem): Promise<string> {
  mkdirSync(videoDir, { recursive: true });
  const file = path.join(videoDir, `${item.id}-short.mp4`);
  if (!existsSync(file)) await panVideo(item.file, file, { seconds: 3, width: 640, height: 360 });
  return file;
}

/** The drafting ports over the bench catalog, without the item itself (or its twin view): what the real SQL port does, in memory. */
function portsFor(item: SetItem, listings: BenchListing[]): DraftingPorts {
  const others = listings.filter((l) => !l.photoId || (l.photoId !== item.id && l.photoId !== item.twin && l.twin !== item.id));
  const published = others.filter((l) => l.status === 'active' || l.status === 'sold');
  return {
    async nearestCategories(vector, k) {
      return published
        .filter((l) => l.vector)
        .map((l) => ({ category: l.category, similarity: l.vector!.reduce((s, x, i) => s + x * vector[i]!, 0) }))
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, k);
    },
    async comparablePrices(category, currency, kind) {
      return published.filter((l) => l.category === category && l.currency === currency && namesAnyWord(l.title, kind.words)).map((l) => l.price);
    },
  };
}

type Row = { item: SetItem; draft: ListingDraft; ms: number };

const pct = (n: number, d: number) => (d === 0 ? null : Math.round((1000 * n) / d) / 10);
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0;
};

/** The figures for one set of drafts (the report half, drafted with DRAFT_THRESHOLDS). */
function figures(rows: Row[]) {
  const filled = rows.filter((r) => r.draft.category !== null);
  const wrong = filled.filter((r) => r.draft.category !== r.item.category);
  const titled = rows.filter((r) => r.draft.title !== '');
  const titleRight = titled.filter((r) => namesKind(r.draft.title, r.item.kind));
  const priced = rows.filter((r) => r.draft.price !== null);
  const inRange = priced.filter((r) => {
    const range = kindPrices(r.item.kind);
    return range !== undefined && r.draft.price!.amount >= range.low && r.draft.price!.amount <= range.high;
  });
  const ms = rows.map((r) => r.ms);
  return {
    drafts: rows.length,
    kinds: new Set(rows.map((r) => r.item.kind)).size,
    categoryFilled: filled.length,
    coveragePercent: pct(filled.length, rows.length),
    categoryWrong: wrong.length,
    wrongCategoryPercent: pct(wrong.length, filled.length),
    titled: titled.length,
    titleNamesRightObject: titleRight.length,
    titleRightPercent: pct(titleRight.length, titled.length),
    titleWrongObject: titled.length - titleRight.length,
    priced: priced.length,
    priceWithinKindRange: inRange.length,
    priceInRangePercent: pct(inRange.length, priced.length),
    conditionDrafted: 0,
    timeMs: { p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), max: Math.max(...ms) },
  };
}

/** The calibrate half drafted with thresholds 0: coverage and errors for each threshold a field could have. */
function calibration(rows: Row[]) {
  const steps = Array.from({ length: 17 }, (_, i) => Math.round(i * 5) / 100);
  const category = steps.map((t) => {
    const filled = rows.filter((r) => r.draft.category !== null && r.draft.categoryConfidence >= t);
    const wrong = filled.filter((r) => r.draft.category !== r.item.category).length;
    return { threshold: t, filled: filled.length, wrong, coveragePercent: pct(filled.length, rows.length), wrongPercent: pct(wrong, filled.length) };
  });
  const title = steps.map((t) => {
    const titled = rows.filter((r) => r.draft.categoryConfidence >= DRAFT_THRESHOLDS.category && r.draft.title !== '' && (r.draft.confidence.title ?? 0) >= t);
    const right = titled.filter((r) => namesKind(r.draft.title, r.item.kind)).length;
    return { threshold: t, titled: titled.length, right, wrong: titled.length - right, rightPercent: pct(right, titled.length) };
  });
  return { drafts: rows.length, category, title };
}

export async function aiDraftingBench() {
  const { items, missing } = await collectDraftingSet();
  if (items.length < 60) throw new Error(`The drafting set needs its photos. ${missingAdvice(missing)}`);
  const videos = new Map<string, string>();
  for (const item of items) videos.set(item.id, await videoOf(item));

  const ai = createWorkerAi();
  const vectors = new Map<string, Float32Array>();
  for (const item of items) vectors.set(item.id, await ai.embedImage(readFileSync(item.file)));
  const listings = catalogFor(items, vectors);
  // One draft first, so the worker's start and model load are not in the timings below.
  await createListingDrafter({ ai, ports: portsFor(items[0]!, listings), log: quiet }).draft({ videoPath: videos.get(items[0]!.id)!, seller: { currency: 'SZL' } });

  const draftAll = async (half: SetItem['half'], thresholds?: typeof DRAFT_THRESHOLDS) => {
    const rows: Row[] = [];
    for (const item of items.filter((i) => i.half === half)) {
      const drafter = createListingDrafter({ ai, ports: portsFor(item, listings), log: quiet, options: thresholds ? { thresholds } : {} });
      const started = performance.now();
      const draft = await drafter.draft({ videoPath: videos.get(item.id)!, seller: { currency: 'SZL' } });
      rows.push({ item, draft, ms: Math.round(performance.now() - started) });
    }
    return rows;
  };
  const loadBefore = os.loadavg()[0]!;
  const calibrateRows = await draftAll('calibrate', { category: 0, title: 0 });
  const reportRows = await draftAll('report');
  const loadAfter = os.loadavg()[0]!;
  await ai.close();

  const result = {
    set: {
      photos: items.length,
      kinds: new Set(items.map((i) => i.kind)).size,
      report: items.filter((i) => i.half === 'report').length,
      calibrate: items.filter((i) => i.half === 'calibrate').length,
      source: `bench/drafting-set.json (Debian packages: ${[...new Set(items.map((i) => i.package))].join(', ')})`,
    },
    catalog: {
      listings: listings.length,
      published: listings.filter((l) => l.status === 'active' || l.status === 'sold').length,
      about: 'each other photo listed at a price of its kind, 6 text-only listings per kind, and pending drafts at absurd prices that must never be comparables',
    },
    thresholds: DRAFT_THRESHOLDS,
    report: figures(reportRows),
    targets: { wrongCategoryPercentMax: 10, coveragePercentMin: 50, p95MsMax: 15_000 },
    machine: { cores: os.availableParallelism(), loadAverage: { before: Math.round(loadBefore * 10) / 10, after: Math.round(loadAfter * 10) / 10 } },
    calibrationOnCalibrateHalf: calibration(calibrateRows),
    reportDrafts: reportRows.map(({ item, draft, ms }) => ({
      id: item.id,
      kind: item.kind,
      expected: item.category,
      category: draft.category,
      confidence: draft.confidence,
      categoryConfidence: draft.categoryConfidence,
      title: draft.title,
      price: draft.price ? `${draft.price.amount} (${draft.price.low}–${draft.price.high}, ${draft.price.comparables})` : null,
      labels: draft.labels.slice(0, 3).map((l) => `${l.label} ${l.score.toFixed(2)}`),
      ms,
    })),
  };
  writeMarkdown(result);
  return result;
}

function writeMarkdown(r: Awaited<ReturnType<typeof aiDraftingBench>>) {
  const f = r.report;
  const c = r.calibrationOnCalibrateHalf;
  const mark = (got: CategorySlug | null, expected: string) => (got === null ? '— (empty)' : got === expected ? `✓ ${got}` : `✗ ${got}`);
  const lines = [
    '# AI drafting bench (issue 25)',
    '',
    `Written by \`npm run bench -- ai-drafting\` at ${new Date().toISOString()} (Node ${process.version}, ${r.machine.cores} cores, 1-minute load ${r.machine.loadAverage.before} → ${r.machine.loadAverage.after}).`,
    `Set: ${r.set.photos} real photographs of ${r.set.kinds} kinds from ${r.set.source}; each drafted from a 3 s 640×360 pan video. Thresholds: category ${r.thresholds.category}, title ${r.thresholds.title}.`,
    `Catalog: ${r.catalog.listings} listings (${r.catalog.published} published): ${r.catalog.about}.`,
    '',
    `## Report half (${f.drafts} photos, ${f.kinds} kinds) — the figures`,
    '',
    '| measure | value | target |',
    '|---|---|---|',
    `| wrong category, of drafts with a category | ${f.categoryWrong}/${f.categoryFilled} = **${f.wrongCategoryPercent} %** | ≤ ${r.targets.wrongCategoryPercentMax} % |`,
    `| coverage (category filled) | ${f.categoryFilled}/${f.drafts} = **${f.coveragePercent} %** | ≥ ${r.targets.coveragePercentMin} % |`,
    `| title names the right object, of drafted titles | ${f.titleNamesRightObject}/${f.titled} = **${f.titleRightPercent} %** (${f.drafts - f.titled} left empty) | |`,
    `| suggested price within the item's kind's range, of drafts with a price | ${f.priceWithinKindRange}/${f.priced} = **${f.priceInRangePercent ?? '—'} %** | |`,
    `| condition drafted | ${f.conditionDrafted} | 0 |`,
    `| time per draft p50 / p95 / max | ${f.timeMs.p50} / **${f.timeMs.p95}** / ${f.timeMs.max} ms | p95 < ${r.targets.p95MsMax} ms |`,
    '',
    '| photo | kind | expected | drafted category (confidence) | title | price (range, comparables) | top labels |',
    '|---|---|---|---|---|---|---|',
    ...r.reportDrafts.map((d) => `| ${d.id} | ${d.kind} | ${d.expected} | ${mark(d.category, d.expected)} (${d.categoryConfidence}) | ${d.title || '— (empty)'} | ${d.price ?? '—'} | ${d.labels.join(', ')} |`),
    '',
    `## Calibration (the calibrate half, ${c.drafts} photos, drafted with every threshold at 0) — where the thresholds came from`,
    '',
    '| category threshold | filled | coverage | wrong | wrong % |',
    '|---|---|---|---|---|',
    ...c.category.map((x) => `| ${x.threshold} | ${x.filled} | ${x.coveragePercent} % | ${x.wrong} | ${x.wrongPercent ?? '—'} % |`),
    '',
    `| title threshold (category at ${r.thresholds.category}) | titled | names the right object | wrong object |`,
    '|---|---|---|---|',
    ...c.title.map((x) => `| ${x.threshold} | ${x.titled} | ${x.right} (${x.rightPercent ?? '—'} %) | ${x.wrong} |`),
    '',
  ];
  writeFileSync(path.join(resultsDir, 'ai-drafting.md'), lines.join('\n'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await aiDraftingBench(), null, 2));
}

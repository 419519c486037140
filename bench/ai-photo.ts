// npm run bench -- ai-photo: photo search on real photographs (issue 25 item 5).
// Catalog A: the drafting set's report-half photos listed as listings, each searched with the
// others (its twin, other photos of its kind). Catalog B: the demo catalog (drawn pictures),
// searched with the report-half photos. The thresholds are checked on the calibrate half only.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The server's modules this reaches declare routes that need the plugins' type augmentations.
import type {} from '@fastify/compress';
import type {} from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createWorkerAi } from '../apps/server/src/platform/ai/index.ts';
import { openDatabase, type Db } from '../apps/server/src/platform/db/client.ts';
import { rowsOf } from '../apps/server/src/platform/db/transaction.ts';
import { createLocalStorage } from '../apps/server/src/platform/storage/local.ts';
import { readPicture, type PictureReading } from '../apps/server/src/modules/drafting/index.ts';
import { indexPictures, mirroredMeanVector } from '../apps/server/src/modules/assistant/picture-index.ts';
import { hashDistance, pictureHash, SAME_PICTURE_BITS } from '../apps/server/src/modules/assistant/picture-hash.ts';
import { kindPattern } from '../apps/server/src/modules/assistant/picture-kind.ts';
import { LOOKS_LIKE, searchPictureMatches, type PictureCandidate } from '../apps/server/src/modules/assistant/picture-match.ts';
import type { SeenLabel } from '../apps/server/src/modules/assistant/picture-kinds.ts';
import { KIND_READING } from '../apps/server/src/modules/assistant/picture-rank.ts';
import { centredCosine, createCatalogCentre } from '../apps/server/src/modules/assistant/picture-centre.ts';
import { findSimilarPictures, saveProductVector } from '../apps/server/src/modules/assistant/retrieval.ts';
import { createProducts, createShop } from '../apps/server/src/modules/products/test-catalog.ts';
import { seedCatalog } from '../apps/server/src/seed/catalog.ts';
import type { Ranked } from '../apps/server/src/modules/assistant/ranking.ts';
import { collectDraftingSet, missingAdvice, type SetItem } from './drafting-set.ts';

type Seen = { item: SetItem; bytes: Buffer; vector: Float32Array; hash: string; reading: PictureReading; labels: SeenLabel[] };

/**
 * The words a demo listing's title uses for a kind of the drafting set (the demo catalog has no
 * kind field): a listing is of a kind when its title says so. Kinds not listed use the search's own words.
 */
const DEMO_KIND_WORDS: Record<string, RegExp> = {
  fruit: /\b(apples?|bananas?|oranges?|mangoe?s?|avocados?|pineapples?|fruits?|lemons?|pawpaws?)\b/i,
  vegetable: /\b(tomato(es)?|potato(es)?|onions?|cabbages?|spinach|vegetables?|peppers?|carrots?|maize|butternut)\b/i,
  tool: /\b(drill|hammer|spanner|wrench|screwdriver|saw|pliers|tools?|grinder|toolbox)\b/i,
  plant: /\b(plants?|seedlings?|succulents?|pot plant)\b/i,
  toy: /\b(toys?|lego|doll|blocks|puzzle)\b/i,
  computer: /\b(computer|desktop|pc|monitor)\b/i,
  'game controller': /\b(controller|gamepad|playstation|xbox|ps[45])\b/i,
  headphones: /\b(headphones?|earphones?|earbuds?|headset)\b/i,
  kettle: /\bkettle\b/i,
  teapot: /\bteapot\b/i,
  jug: /\bjug\b/i,
  'light bulb': /\b(bulbs?|lamp)\b/i,
  racket: /\bracket\b/i,
  biscuits: /\b(biscuits?|cookies?)\b/i,
  tricycle: /\btricycle\b/i,
};
/** Kinds the demo catalog lists as a subcategory of their own (its car titles name the make, not "car"). */
const DEMO_KIND_SUBCATEGORY: Record<string, string> = { car: 'Cars', truck: 'Bakkies & Trucks', motorbike: 'Motorbikes' };
const demoKindOf = (kind: string) => DEMO_KIND_WORDS[kind] ?? kindPattern(kind);

const pct = (n: number, d: number) => (d === 0 ? null : Math.round((1000 * n) / d) / 10);
const isMatchReason = (r: Ranked) => r.reasons[0] === 'Looks like your photo' || r.reasons[0] === 'Same picture as your photo';

async function openScratch() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sokoni-bench-photo-'));
  const database = await openDatabase({ dataDir: ':memory:' });
  await database.migrate();
  const storage = createLocalStorage(path.join(dataDir, 'media'));
  return { db: database.db, storage, close: async () => (await database.close(), rmSync(dataDir, { recursive: true, force: true })) };
}

async function see(items: SetItem[], ai: ReturnType<typeof createWorkerAi>): Promise<Seen[]> {
  const seen: Seen[] = [];
  for (const item of items) {
    // As a phone would send it: a JPEG of at most 1280 px.
    const bytes = await sharp(readFileSync(item.file)).rotate().resize({ width: 1280, height: 1280, fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
    const analysis = await ai.analyzeImage(bytes);
    const vector = await mirroredMeanVector(bytes, (image) => ai.embedImage(image), analysis.vector);
    const labels = [...analysis.objects.map(({ label, score }) => ({ label, score, source: 'coco' as const })), ...analysis.items.map(({ label, score }) => ({ label, score, source: 'oid' as const }))];
    seen.push({ item, bytes, vector, hash: await pictureHash(bytes), reading: readPicture(analysis), labels });
  }
  return seen;
}


/** The calibrate half only: where different things stop and the same thing starts. */
async function calibrate(cal: Seen[], demo: { db: Db }, embed: (image: Buffer) => Promise<Float32Array>) {
  const centre = await createCatalogCentre(demo.db)();
  const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => centredCosine(a, b, centre);
  const same: number[] = [];
  const different: number[] = [];
  let hashDifferentMin = 64;
  for (let i = 0; i < cal.length; i++) {
    for (let j = i + 1; j < cal.length; j++) {
      const a = cal[i]!;
      const b = cal[j]!;
      (a.item.kind === b.item.kind ? same : different).push(dot(a.vector, b.vector));
      hashDifferentMin = Math.min(hashDifferentMin, hashDistance(a.hash, b.hash));
    }
  }
  // Demo listings of another category are unrelated to the photo by construction.
  const demoDifferent: number[] = [];
  for (const s of cal) {
    const found = await findSimilarPictures(demo.db, s.vector, {}, 80);
    for (const c of found) if (c.category !== s.item.category) demoDifferent.push(dot(s.vector, c.vector));
  }
  // The same picture, as it comes back resized, re-encoded and a little darker.
  let hashSameMax = 0;
  let similaritySameMin = 1;
  const sameBits: number[] = [];
  for (const s of cal) {
    const again = await sharp(s.bytes).resize({ width: 480 }).modulate({ brightness: 0.92 }).jpeg({ quality: 65 }).toBuffer();
    const bits = hashDistance(s.hash, await pictureHash(again));
    sameBits.push(bits);
    hashSameMax = Math.max(hashSameMax, bits);
    similaritySameMin = Math.min(similaritySameMin, dot(s.vector, await mirroredMeanVector(again, embed)));
  }
  const closeDifferent = cal
    .flatMap((a, i) => cal.slice(i + 1).map((b) => ({ sim: dot(a.vector, b.vector), bits: hashDistance(a.hash, b.hash), pair: `${a.item.id}~${b.item.id}` })))
    .sort((x, y) => x.bits - y.bits)
    .slice(0, 8);
  const maxDifferent = Math.max(...different, ...demoDifferent);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    photos: cal.length,
    pairsSameKind: same.length,
    pairsDifferentKind: different.length,
    demoPairsOtherCategory: demoDifferent.length,
    maxSimilarityDifferentKind: round(Math.max(...different)),
    maxSimilarityDemoOtherCategory: round(Math.max(...demoDifferent)),
    suggestedLooksLike: round(Math.ceil((maxDifferent + 0.02) * 100) / 100),
    looksLikeInCode: LOOKS_LIKE,
    sameKindPairsAboveThreshold: same.filter((x) => x >= LOOKS_LIKE).length,
    hashBitsSamePictureMax: hashSameMax,
    hashBitsSamePicture: sameBits.sort((x, y) => x - y),
    similaritySamePictureMin: round(similaritySameMin),
    closestHashesOfDifferentPhotos: closeDifferent.map((d) => ({ ...d, sim: round(d.sim) })),
    hashBitsDifferentPhotosMin: hashDifferentMin,
    samePictureBitsInCode: SAME_PICTURE_BITS,
  };
}

type QueryOutcome = { id: string; kind: string; held: boolean; top: string | null; topKind: boolean; inTop5: boolean; unrelatedAsMatch: string[]; reasons: string[] };

async function runQueries(db: Db, queries: Seen[], isKindOf: (q: Seen, c: PictureCandidate) => boolean, excludeOf: (s: Seen) => string[], holds: (s: Seen) => boolean): Promise<QueryOutcome[]> {
  const similar = (v: Float32Array, f: Parameters<typeof findSimilarPictures>[2], n: number): Promise<PictureCandidate[]> => findSimilarPictures(db, v, f, n);
  const out: QueryOutcome[] = [];
  const centre = createCatalogCentre(db);
  for (const q of queries) {
    const { ranked } = await searchPictureMatches(
      { similarPictures: similar, medianOf: async () => null, centre },
      { vector: q.vector, hash: q.hash, reading: q.reading, labels: q.labels, filters: { excludeIds: excludeOf(q) }, rank: { words: [], brands: [], colours: [] } },
      12,
    );
    const right = ranked.map((r) => isKindOf(q, r.candidate as PictureCandidate));
    out.push({
      id: q.item.id,
      kind: q.item.kind,
      held: holds(q),
      top: ranked[0] ? `${ranked[0].candidate.title} (${ranked[0].reasons[0] ?? 'no reason'})` : null,
      topKind: right[0] === true,
      inTop5: right.slice(0, 5).includes(true),
      unrelatedAsMatch: ranked.filter((r, i) => isMatchReason(r) && !right[i]).map((r) => `${r.candidate.title}: ${r.reasons[0]} (${r.similarity?.toFixed(3)})`),
      reasons: ranked.slice(0, 3).map((r) => r.reasons[0] ?? ''),
    });
  }
  return out;
}

function summarise(outcomes: QueryOutcome[]) {
  const held = outcomes.filter((o) => o.held);
  return {
    queries: outcomes.length,
    queriesWhoseKindIsListed: held.length,
    rightKindAtTopPct: pct(held.filter((o) => o.topKind).length, held.length),
    rightKindInTop5Pct: pct(held.filter((o) => o.inTop5).length, held.length),
    unrelatedPresentedAsMatch: outcomes.reduce((n, o) => n + o.unrelatedAsMatch.length, 0),
    queriesWithAnUnrelatedMatch: outcomes.filter((o) => o.unrelatedAsMatch.length > 0).length,
  };
}

/**
 * Catalog A: each photo of a half a listing with the seller's words as its title, searched with
 * the others of that half (its twin, other photos of its kind); then each listing's own picture
 * again (resized, re-encoded), which must come first as the same picture.
 */
async function realPhotoCatalog(photos: Seen[], ai: ReturnType<typeof createWorkerAi>) {
  const a = await openScratch();
  const shop = await createShop(a.db, { name: 'Bench Photo Shop' });
  const listingOf = new Map<string, string>();
  const kindOfId = new Map<string, string>();
  for (const s of photos) {
    const key = `bench/${s.item.id}.jpg`;
    await a.storage.put(key, s.bytes, 'image/jpeg');
    const title = s.item.what.charAt(0).toUpperCase() + s.item.what.slice(1);
    const [row] = await createProducts(a.db, shop.id, [{ title, category: s.item.category, media: [{ type: 'image' as const, key }], priceAmount: 500 }]);
    await saveProductVector(a.db, row!.id, s.item.category, Array.from(s.vector), s.hash);
    listingOf.set(s.item.id, row!.id);
    kindOfId.set(row!.id, s.item.kind);
  }
  const outcomes = await runQueries(
    a.db,
    photos,
    (q, c) => kindOfId.get(c.id) === q.item.kind,
    (q) => [listingOf.get(q.item.id)!],
    (q) => photos.some((o) => o !== q && o.item.kind === q.item.kind),
  );
  let samePictureFirst = 0;
  for (const s of photos) {
    const again = await sharp(s.bytes).resize({ width: 480 }).jpeg({ quality: 70 }).toBuffer();
    const { ranked } = await searchPictureMatches(
      { similarPictures: (v, f, n) => findSimilarPictures(a.db, v, f, n), medianOf: async () => null, centre: createCatalogCentre(a.db) },
      { vector: await mirroredMeanVector(again, (image) => ai.embedImage(image)), hash: await pictureHash(again), reading: s.reading, labels: s.labels, filters: {}, rank: { words: [], brands: [], colours: [] } },
      5,
    );
    const first = ranked[0];
    if (first && first.candidate.id === listingOf.get(s.item.id) && first.reasons[0] === 'Same picture as your photo') samePictureFirst++;
  }
  await a.close();
  return { ...summarise(outcomes), ownPictureNamedSamePicture: `${samePictureFirst}/${photos.length}`, outcomes };
}

/** The demo catalog (drawn pictures) searched with real photos; a demo listing is of a kind when its title says so. */
async function demoCatalogQueries(db: Db, photos: Seen[]) {
  const outcomes = await runQueries(
    db,
    photos,
    (q, c) => demoKindOf(q.item.kind).test(c.title) || DEMO_KIND_SUBCATEGORY[q.item.kind] === c.subcategory,
    () => [],
    () => false,
  );
  // Which kinds the demo catalog holds: by its titles.
  const demoAll = rowsOf<{ title: string; subcategory: string | null }>(await db.execute(sql`select title, subcategory from products where status = 'active'`));
  const demoKinds = new Set(photos.map((s) => s.item.kind).filter((k) => demoAll.some((r) => demoKindOf(k).test(r.title) || DEMO_KIND_SUBCATEGORY[k] === r.subcategory)));
  for (const o of outcomes) o.held = demoKinds.has(o.kind);
  return { ...summarise(outcomes), kindsListed: [...demoKinds], outcomes };
}

/**
 * `AI_PHOTO_HALF=calibrate` measures the ranking on the calibrate half only (for choosing
 * KIND_READING) and leaves the report half unlooked at.
 */
export async function aiPhotoBench() {
  const { items, missing } = await collectDraftingSet();
  if (missing.length) throw new Error(missingAdvice(missing));
  const calibrateOnly = process.env.AI_PHOTO_HALF === 'calibrate';
  const ai = createWorkerAi();
  const started = Date.now();
  const seen = await see(calibrateOnly ? items.filter((i) => i.half === 'calibrate') : items, ai);
  const cal = seen.filter((s) => s.item.half === 'calibrate');
  const report = seen.filter((s) => s.item.half === 'report');

  // Catalog B: the demo catalog, its pictures indexed as the scheduled job does.
  const demo = await openScratch();
  await seedCatalog(demo.db, demo.storage, { media: { maxVideos: 4 } });
  await indexPictures({ db: demo.db, read: (key) => demo.storage.read(key), embed: (image) => ai.embedImage(image), log: { warn: () => {}, info: () => {} } });
  const calibration = await calibrate(cal, demo, (image) => ai.embedImage(image));
  const { outcomes: demoCalOutcomes, ...demoCal } = await demoCatalogQueries(demo.db, cal);
  const demoReport = calibrateOnly ? null : await demoCatalogQueries(demo.db, report);
  await demo.close();
  const { outcomes: realCalOutcomes, ...realCal } = await realPhotoCatalog(cal, ai);
  const realReport = calibrateOnly ? null : await realPhotoCatalog(report, ai);
  await ai.close();

  const strip = <T extends { outcomes: unknown }>(r: T | null) => (r ? (({ outcomes: _, ...rest }) => rest)(r) : null);
  const result = {
    set: { photos: items.length, calibrate: cal.length, report: report.length, kinds: new Set(items.map((i) => i.kind)).size },
    calibration: { ...calibration, kindReading: KIND_READING, ranking: { realPhotoCatalog: realCal, demoCatalog: demoCal } },
    realPhotoCatalog: strip(realReport),
    demoCatalog: strip(demoReport),
    seconds: Math.round((Date.now() - started) / 1000),
    detail: { calibrate: { realPhotoCatalog: realCalOutcomes, demoCatalog: demoCalOutcomes }, report: { realPhotoCatalog: realReport?.outcomes ?? null, demoCatalog: demoReport?.outcomes ?? null } },
  };
  if (!calibrateOnly) writeFileSync(path.join(import.meta.dirname, 'results', 'ai-photo.md'), markdown(result as PhotoResult));
  return result;
}

type Summary = ReturnType<typeof summarise>;
type PhotoResult = {
  set: { photos: number; calibrate: number; report: number; kinds: number };
  calibration: Awaited<ReturnType<typeof calibrate>> & { kindReading: typeof KIND_READING; ranking: { realPhotoCatalog: Summary & { ownPictureNamedSamePicture: string }; demoCatalog: Summary } };
  realPhotoCatalog: Summary & { ownPictureNamedSamePicture: string };
  demoCatalog: Summary & { kindsListed: string[] };
};

function markdown(r: PhotoResult): string {
  const c = r.calibration;
  const row = (name: string, s: Summary) =>
    `| ${name} | ${s.queries} | ${s.queriesWhoseKindIsListed} | ${s.rightKindAtTopPct ?? '–'} % | ${s.rightKindInTop5Pct ?? '–'} % | ${s.unrelatedPresentedAsMatch} |`;
  const head = `| catalog | queries | kind listed | right kind at top | in top 5 | unrelated shown as a match |\n|---|---|---|---|---|---|`;
  return `# ai-photo: photo search on real photographs

\`npm run bench -- ai-photo\` (${new Date().toISOString().slice(0, 10)}). ${r.set.photos} photos of ${r.set.kinds} kinds from Debian packages
(bench/drafting-set.json); thresholds and the kind reading chosen on the ${r.set.calibrate} calibrate photos, figures on the ${r.set.report} report photos only.

## Calibration (calibrate half)
- Cosine similarity, different kinds: at most ${c.maxSimilarityDifferentKind} (photo pairs), ${c.maxSimilarityDemoOtherCategory} (photo vs demo listing of another category).
- "Looks like your photo" needs ≥ ${c.looksLikeInCode} (suggested by this run: ${c.suggestedLooksLike}); same-kind calibrate pairs above it: ${c.sameKindPairsAboveThreshold} of ${c.pairsSameKind}.
- pHash: the same picture re-encoded differs by at most ${c.hashBitsSamePictureMax} bits; two different photos by at least ${c.hashBitsDifferentPhotosMin}; "Same picture" needs ≤ ${c.samePictureBitsInCode} bits.
- Kind reading (picture-rank.ts): the ${c.kindReading.neighbours} nearest listings vote with weight ${c.kindReading.voteWeight} beside the detectors' scores; the search narrows to a kind scoring ≥ ${c.kindReading.bar}.

${head}
${row('real photos (calibrate half as listings)', c.ranking.realPhotoCatalog)}
${row('demo catalog (drawn pictures)', c.ranking.demoCatalog)}

## Report half
${head}
${row('real photos (report half as listings)', r.realPhotoCatalog)}
${row('demo catalog (drawn pictures)', r.demoCatalog)}

A listing's own picture, resized and re-encoded, comes first as "Same picture as your photo": ${r.realPhotoCatalog.ownPictureNamedSamePicture}.
Demo kinds listed (by title): ${r.demoCatalog.kindsListed.join(', ') || 'none'}.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await aiPhotoBench();
  console.log(JSON.stringify(result, null, 2));
}

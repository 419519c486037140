import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_RELATED, LOCAL_SCORE } from './local-words.ts';

/**
 * Related words for the shopping assistant's search ("sofa" → couch, "phone" → telephone,
 * cellphone, mobile), from related-words.json beside this file: each word's nearest neighbours by
 * the cosine similarity of GloVe word vectors, distilled by scripts/distil-related-words.ts (which
 * says how to run it again). Words without an entry ("bakkie", brand and place names) have none.
 */
export type RelatedWord = { word: string; score: number };

const FILE = path.join(import.meta.dirname, 'related-words.json');

let table: Map<string, RelatedWord[]> | undefined;

function load(): Map<string, RelatedWord[]> {
  const raw = JSON.parse(readFileSync(FILE, 'utf8')) as unknown;
  const map = new Map<string, RelatedWord[]>();
  if (typeof raw !== 'object' || raw === null) return map;
  for (const [key, list] of Object.entries(raw)) {
    if (!Array.isArray(list)) continue;
    const words: RelatedWord[] = [];
    for (const pair of list as unknown[]) {
      if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'number') words.push({ word: pair[0], score: pair[1] });
    }
    map.set(key, words);
  }
  return map;
}

/** The forms to look a word up by: itself, then its singular ("shoes" → shoe, "boxes" → box, "accessories" → accessory). */
function formsOf(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  return forms;
}

/** The words related to `word` with a similarity of at least `minScore`, most similar first (local words first of all). */
export function relatedWords(word: string, minScore = 0.6): RelatedWord[] {
  table ??= load();
  const key = word.trim().toLowerCase();
  if (!key) return [];
  for (const form of formsOf(key)) {
    const local = (LOCAL_RELATED[form] ?? []).map((w) => ({ word: w, score: LOCAL_SCORE }));
    const found = table.get(form);
    if (found || local.length) {
      const seen = new Set(local.map((r) => r.word));
      return [...local, ...(found ?? []).filter((r) => !seen.has(r.word))].filter((r) => r.score >= minScore);
    }
  }
  return [];
}

/**
 * The words (lowercased, trimmed) followed by up to `perWord` best related words of each, without
 * duplicates: the original words come first, in their order.
 */
export function expandWords(words: string[], perWord = 3): string[] {
  const out = new Set<string>();
  const originals = words.map((w) => w.trim().toLowerCase()).filter(Boolean);
  for (const w of originals) out.add(w);
  for (const w of originals) {
    let added = 0;
    for (const r of relatedWords(w)) {
      if (added >= perWord) break;
      if (out.has(r.word)) continue;
      out.add(r.word);
      added++;
    }
  }
  return [...out];
}

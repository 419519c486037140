import type { Scan, Token } from './scan.ts';

export type LexiconEntry<T> = {
  /** Lower-case words; spaces and hyphens are optional when matching ("pre owned" = "pre-owned" = "preowned"). */
  phrases: readonly string[];
  value: T;
  /** Also match plurals of each phrase ("sofa" → "sofas", "nappy" → "nappies"). */
  plural?: boolean;
  /** Not when the next word is one of these ("orange" before "juice"). */
  unlessNext?: readonly string[];
  unlessPrev?: readonly string[];
  /** Not right after a number ("150 hp" is horsepower, not the brand). */
  unlessAfterNumber?: boolean;
};

export type LexiconHit<T> = { value: T; start: number; end: number; text: string };

const compact = (s: string): string => s.replace(/[\s-]+/g, '');

function pluralForms(word: string): string[] {
  const forms = [`${word}s`];
  if (/(?:s|x|z|ch|sh|o)$/.test(word)) forms.push(`${word}es`);
  if (/[^aeiou]y$/.test(word)) forms.push(`${word.slice(0, -1)}ies`);
  return forms;
}

/**
 * Phrases to values, matched on whole words of a Scan, longest phrase first, by map look-ups of
 * word runs rather than one huge pattern (a parse stays far under a millisecond).
 */
export class PhraseLexicon<T> {
  readonly #byKey = new Map<string, LexiconEntry<T>[]>();
  readonly #maxWords: number;

  constructor(entries: readonly LexiconEntry<T>[]) {
    let maxWords = 1;
    for (const entry of entries) {
      for (const phrase of entry.phrases) {
        maxWords = Math.max(maxWords, phrase.split(/[\s-]+/).length);
        const keys = [compact(phrase), ...(entry.plural ? pluralForms(compact(phrase)) : [])];
        for (const key of keys) {
          const list = this.#byKey.get(key) ?? [];
          if (!list.includes(entry)) list.push(entry);
          this.#byKey.set(key, list);
        }
      }
    }
    this.#maxWords = maxWords;
  }

  /** Finds phrases left to right; consumes and returns those `accept` takes (all by default). */
  read(scan: Scan, accept: (value: T, hit: { start: number; end: number }) => boolean = () => true): LexiconHit<T>[] {
    const tokens = scan.tokens();
    const hits: LexiconHit<T>[] = [];
    let i = 0;
    while (i < tokens.length) {
      const taken = this.#longestAt(scan, tokens, i, accept);
      if (taken) {
        hits.push(taken.hit);
        scan.consume(taken.hit.start, taken.hit.end);
        i += taken.words;
      } else i += 1;
    }
    return hits;
  }

  #longestAt(scan: Scan, tokens: Token[], i: number, accept: (value: T, hit: { start: number; end: number }) => boolean) {
    const first = tokens[i]!;
    for (let n = Math.min(this.#maxWords, tokens.length - i); n >= 1; n--) {
      const last = tokens[i + n - 1]!;
      if (n > 1 && !scan.joined(first.start, last.end)) continue;
      const key = tokens
        .slice(i, i + n)
        .map((t) => compact(t.word))
        .join('');
      const entries = this.#byKey.get(key);
      if (!entries) continue;
      const prev = tokens[i - 1]?.word;
      const next = tokens[i + n]?.word;
      for (const entry of entries) {
        if (next !== undefined && entry.unlessNext?.includes(next)) continue;
        if (prev !== undefined && entry.unlessPrev?.includes(prev)) continue;
        if (entry.unlessAfterNumber && prev !== undefined && /^\d/.test(prev)) continue;
        const span = { start: first.start, end: last.end };
        if (!accept(entry.value, span)) continue;
        return { words: n, hit: { value: entry.value, ...span, text: scan.text.slice(span.start, span.end) } };
      }
    }
    return undefined;
  }
}

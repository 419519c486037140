/** What a consumed character becomes: neither a word character nor a space, so no pattern runs across it. */
const GAP = '\u0001';
const TOKEN = new RegExp(`[^\\s${GAP}]+`, 'g');

export type Token = { word: string; start: number; end: number };

/**
 * The message being read: each reader takes the words it understands, and what it took is blanked
 * out (same length, so positions stay valid) for the readers after it.
 */
export class Scan {
  #text: string;

  constructor(text: string) {
    this.#text = text;
  }

  get text(): string {
    return this.#text;
  }

  /** Consumes every match of `re` (a global pattern) that `accept` does not refuse with false. */
  take(re: RegExp, accept: (m: RegExpMatchArray, start: number) => boolean | void): void {
    for (const m of this.#text.matchAll(re)) {
      const start = m.index ?? 0;
      if (accept(m, start) !== false) this.consume(start, start + m[0].length);
    }
  }

  consume(start: number, end: number): void {
    this.#text = this.#text.slice(0, start) + GAP.repeat(end - start) + this.#text.slice(end);
  }

  /** The (unconsumed) text just before a position. */
  before(index: number, length = 40): string {
    return this.#text.slice(Math.max(0, index - length), index);
  }

  after(index: number, length = 40): string {
    return this.#text.slice(index, index + length);
  }

  tokens(): Token[] {
    return [...this.#text.matchAll(TOKEN)].map((m) => ({ word: m[0], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  }

  /** Whether only spaces (nothing consumed) separate two positions. */
  joined(from: number, to: number): boolean {
    return !this.#text.slice(from, to).includes(GAP);
  }
}

const BATCH = 100;
/** An id asked about (or failed) is not asked again for this long, so a failing call cannot loop. */
const RETRY_AFTER_MS = 30_000;
const asked = new Map<string, number>();

/** The ids not asked about lately for this kind of question and viewer; they count as asked from now. */
export function notAskedLately(ids: Iterable<string>, kind: string, viewer: string): string[] {
  const now = Date.now();
  const fresh: string[] = [];
  for (const id of new Set(ids)) {
    const key = `${kind}:${viewer}:${id}`;
    const last = asked.get(key);
    if (last !== undefined && now - last < RETRY_AFTER_MS) continue;
    asked.set(key, now);
    fresh.push(id);
  }
  return fresh;
}

/** Asks about the ids in batches the server takes; a failed batch is left for the retry window. */
export function inBatches(ids: string[], run: (chunk: string[]) => Promise<void>): void {
  for (let i = 0; i < ids.length; i += BATCH) run(ids.slice(i, i + BATCH)).catch(() => undefined);
}

/** Forgets what was asked (the signed-in viewer changed). */
export function forgetAsked(): void {
  asked.clear();
}

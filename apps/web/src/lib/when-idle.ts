/**
 * Runs `run` when the browser is idle (at the latest after `timeoutMs`); a browser without
 * requestIdleCallback (Safari) runs it after `fallbackMs`. Returns the cancel.
 */
export function whenIdle(run: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallbackMs);
  return () => clearTimeout(id);
}

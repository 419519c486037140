/**
 * A file that did not arrive (a dropped request on a phone's line) is asked for once more after a
 * pause; browsers fetch a failed module again on the next import. A second failure is the caller's.
 */
export function retryOnce<T>(load: () => Promise<T>, afterMs = 1000): Promise<T> {
  return load().catch(() => new Promise((resolve) => setTimeout(resolve, afterMs)).then(load));
}

import { ApiError } from './api-error.ts';

/**
 * Runs a call that gives up after `ms` with `message` (status 408, which the query client does
 * not retry). The caller's own signal (react-query cancelling) still aborts it as usual.
 */
export async function withTimeout<T>(run: (signal: AbortSignal) => Promise<T>, ms: number, message: string, outer?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort(outer?.reason);
  if (outer?.aborted) abort();
  else outer?.addEventListener('abort', abort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  try {
    return await run(controller.signal);
  } catch (error) {
    if (timedOut) throw new ApiError(message, 408);
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abort);
  }
}

import { BACK_NAVIGATION_GUARD_MS } from '@sokoni/contracts/constants';
import { FEED_VIEW, type ViewName, type ViewParams } from './views.ts';

/** doc 1 §3 Navigation entry. */
export type NavEntry = { view: ViewName; params: ViewParams; timestamp: number };
export type NavStack = { entries: readonly NavEntry[]; lastBackAt: number | null };

export function entry(view: ViewName, params: ViewParams = {}, timestamp = Date.now()): NavEntry {
  return { view, params, timestamp };
}

export function createStack(first: NavEntry): NavStack {
  return { entries: [first], lastBackAt: null };
}

export function currentEntry(stack: NavStack): NavEntry {
  const top = stack.entries[stack.entries.length - 1];
  if (!top) throw new Error('Navigation stack is empty');
  return top;
}

export function canGoBack(stack: NavStack): boolean {
  return stack.entries.length > 1;
}

export function push(stack: NavStack, next: NavEntry): NavStack {
  return { ...stack, entries: [...stack.entries, next] };
}

export function replace(stack: NavStack, next: NavEntry): NavStack {
  return { ...stack, entries: [...stack.entries.slice(0, -1), next] };
}

/** clear-history resets to the feed view (doc 1 §2). */
export function clearHistory(now = Date.now()): NavStack {
  return createStack(entry(FEED_VIEW, {}, now));
}

/**
 * Pops one entry. doc 1 §2: a second back within 100 ms of the last one is ignored, so a
 * double tap (or a button press plus the browser's popstate) never skips two screens.
 */
export function back(stack: NavStack, now = Date.now()): { stack: NavStack; moved: boolean } {
  const guarded = stack.lastBackAt !== null && now - stack.lastBackAt < BACK_NAVIGATION_GUARD_MS;
  if (guarded || !canGoBack(stack)) return { stack, moved: false };
  return { stack: { entries: stack.entries.slice(0, -1), lastBackAt: now }, moved: true };
}

export function sameLocation(a: Pick<NavEntry, 'view' | 'params'>, b: Pick<NavEntry, 'view' | 'params'>): boolean {
  if (a.view !== b.view) return false;
  const keysA = Object.keys(a.params);
  return keysA.length === Object.keys(b.params).length && keysA.every((k) => a.params[k] === b.params[k]);
}

/**
 * Keeps the stack in step with the browser's own back/forward (a popstate): a location already
 * on the stack truncates to it, a new one is pushed as a forward move.
 */
export function syncWithBrowser(stack: NavStack, location: NavEntry): NavStack {
  if (sameLocation(currentEntry(stack), location)) return stack;
  for (let i = stack.entries.length - 2; i >= 0; i--) {
    const candidate = stack.entries[i];
    if (candidate && sameLocation(candidate, location)) {
      return { entries: stack.entries.slice(0, i + 1), lastBackAt: location.timestamp };
    }
  }
  return push(stack, location);
}

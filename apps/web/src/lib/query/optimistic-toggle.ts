/** The state after a toggle: on or off, and the count when the server told it. */
export type ToggleResult = { active: boolean; count?: number };
/** `active` sets the state; `flip` turns the cached state over (a rollback when taps overlap). */
export type ToggleChange = { active?: boolean; flip?: boolean; count?: number; delta?: number };

export const nextActive = (current: boolean | undefined, change: ToggleChange): boolean => (change.flip ? !current : (change.active ?? Boolean(current)));

export function nextCount(current: number | undefined, change: ToggleChange): number | undefined {
  if (change.count !== undefined) return change.count;
  if (current === undefined || change.delta === undefined) return current;
  return Math.max(0, current + change.delta);
}

/** Per item, the calls still on their way: taps on one item reach the server one after another. */
const queues = new Map<string, Promise<unknown>>();

/** True while a toggle of this item awaits the server (batch statuses must not overwrite it). */
export function isToggleInFlight(key: string): boolean {
  return queues.has(key);
}

export type OptimisticToggle = {
  /** Names the item (`like:<productId>`, `follow:<shopId>`): its taps are sent in order. */
  key: string;
  wasActive: boolean;
  /** Writes a change into every cached copy of the item. */
  apply: (change: ToggleChange) => void;
  send: () => Promise<ToggleResult>;
  /** Runs once the server has taken the toggle. */
  onSent?: () => void;
};

/**
 * The one optimistic toggle of doc 1 §4.5 (like, bookmark, follow): every cached copy of the
 * item flips at once; the server's answer then sets the exact state and count (unless the viewer
 * has tapped again meanwhile), and a failure quietly turns that tap back (errors are swallowed).
 * Taps on the same item are sent in order, so a quick like-then-unlike ends where the viewer
 * left it. Returns the server's state, or null after a rollback.
 */
export async function toggleOptimistic({ key, wasActive, apply, send, onSent }: OptimisticToggle): Promise<ToggleResult | null> {
  const delta = wasActive ? -1 : 1;
  apply({ active: !wasActive, delta });
  const previous = queues.get(key) ?? Promise.resolve();
  const run: Promise<ToggleResult | null> = previous.then(async () => {
    try {
      const result = await send();
      if (queues.get(key) === run) apply(result);
      onSent?.();
      return result;
    } catch {
      apply({ flip: true, delta: -delta });
      return null;
    }
  });
  queues.set(key, run);
  try {
    return await run;
  } finally {
    if (queues.get(key) === run) queues.delete(key);
  }
}

/**
 * Like, bookmark and follow (POST) calls toggle on the server. A list shows its items before their
 * states arrive, so a quick tap may start from a stale state: when the server lands on the
 * opposite of what the person asked for, one more toggle gets there.
 */
export async function toggleTowards(intended: boolean, toggle: () => Promise<ToggleResult>): Promise<ToggleResult> {
  const first = await toggle();
  return first.active === intended ? first : toggle();
}

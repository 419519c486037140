export type FeedCommand =
  | { type: 'next' | 'prev' | 'first' | 'last' | 'open-details' | 'close-details' }
  | { type: 'jump'; index: number }
  | { type: 'like' | 'share' | 'comments' | 'shop' | 'bookmark' | 'follow' | 'message' | 'discover' | 'help' };

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>;

const SIMPLE: Record<string, FeedCommand['type']> = {
  ArrowDown: 'next',
  j: 'next',
  J: 'next',
  ArrowUp: 'prev',
  k: 'prev',
  K: 'prev',
  ArrowRight: 'open-details',
  l: 'open-details',
  ArrowLeft: 'close-details',
  h: 'close-details',
  H: 'close-details',
  Home: 'first',
  End: 'last',
  '0': 'last',
  ' ': 'like',
  // Shift+L is like; a plain l opens the details (doc 1 §2.5 lists both letters).
  L: 'like',
  s: 'share',
  S: 'share',
  c: 'comments',
  C: 'comments',
  v: 'shop',
  V: 'shop',
  b: 'bookmark',
  B: 'bookmark',
  f: 'follow',
  F: 'follow',
  m: 'message',
  M: 'message',
  '/': 'discover',
  '?': 'help',
};

/** doc 1 §2.5: the desktop shortcut a key press stands for, or null. */
export function commandForKey(event: KeyLike): FeedCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (/^[1-9]$/.test(event.key)) return { type: 'jump', index: Number(event.key) - 1 };
  const type = SIMPLE[event.key];
  return type ? ({ type } as FeedCommand) : null;
}

/** Typing in a field never triggers a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The help modal's list (doc 1 §2.5); each action names its words in feed-words.ts. */
export const SHORTCUT_HELP = [
  { keys: ['↓', 'J'], action: 'keyNext' },
  { keys: ['↑', 'K'], action: 'keyPrevious' },
  { keys: ['→', 'L'], action: 'keyOpenDetails' },
  { keys: ['←', 'H'], action: 'keyCloseDetails' },
  { keys: ['1–9'], action: 'keyJump' },
  { keys: ['Home'], action: 'keyFirst' },
  { keys: ['0', 'End'], action: 'keyLast' },
  { keys: ['Space', 'Shift+L'], action: 'keyLike' },
  { keys: ['S'], action: 'keyShare' },
  { keys: ['C'], action: 'keyComments' },
  { keys: ['V'], action: 'keyVisitShop' },
  { keys: ['B'], action: 'keyBookmark' },
  { keys: ['F'], action: 'keyFollow' },
  { keys: ['M'], action: 'keyMessage' },
  { keys: ['/'], action: 'keyDiscovery' },
  { keys: ['?'], action: 'keyHelp' },
] as const satisfies ReadonlyArray<{ keys: readonly string[]; action: string }>;

import { DESKTOP_MIN_WIDTH } from '@sokoni/contracts/constants';
import { useEffect, useEffectEvent } from 'react';
import { useMediaQuery } from '@/lib/hooks/use-media-query.ts';
import { commandForKey, isTypingTarget, type FeedCommand } from './shortcuts.ts';

/** Any open dialog (login prompt, help, discovery, share sheet…) owns the keyboard. */
const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * doc 1 §2.5: desktop keyboard shortcuts, from 768 px, never while typing or while a modal or
 * panel is open — except that an open details panel still closes with ← / h.
 */
export function useFeedShortcuts(onCommand: (command: FeedCommand) => void, { panelOpen }: { panelOpen: boolean }): boolean {
  const desktop = useMediaQuery(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
  const run = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || isTypingTarget(event.target) || dialogOpen()) return;
    const command = commandForKey(event);
    if (!command) return;
    if (panelOpen && command.type !== 'close-details') return;
    if (!panelOpen && command.type === 'close-details') return;
    event.preventDefault();
    onCommand(command);
  });
  useEffect(() => {
    if (!desktop) return;
    const listener = (event: KeyboardEvent) => run(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [desktop]);
  return desktop;
}

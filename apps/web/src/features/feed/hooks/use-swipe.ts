import { useEffect, useEffectEvent, type RefObject } from 'react';

export type SwipeHandlers = {
  /** While the finger moves, locked to one axis after 8 px (the other reads 0). */
  onDrag?: (dx: number, dy: number) => void;
  /** When it lifts: total travel and duration. */
  onEnd: (travel: { dx: number; dy: number; ms: number }) => void;
};

/** Touch swipes on an element (passive listeners: the element's CSS touch-action decides scrolling). */
export function useSwipe(ref: RefObject<HTMLElement | null>, handlers: SwipeHandlers): void {
  const drag = useEffectEvent((dx: number, dy: number) => handlers.onDrag?.(dx, dy));
  const end = useEffectEvent((travel: { dx: number; dy: number; ms: number }) => handlers.onEnd(travel));

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let start: { x: number; y: number; t: number } | null = null;
    let axis: 'x' | 'y' | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY, t: performance.now() } : null;
      axis = null;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (!axis && Math.hypot(dx, dy) > 8) axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
      if (axis) drag(axis === 'x' ? dx : 0, axis === 'y' ? dy : 0);
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const travel = { dx: touch.clientX - start.x, dy: touch.clientY - start.y, ms: performance.now() - start.t };
      start = null;
      drag(0, 0);
      if (axis) end(travel);
    };
    const onCancel = () => {
      start = null;
      drag(0, 0);
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: true });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onCancel);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onCancel);
    };
  }, [ref]);
}

/**
 * One wheel gesture (a notch, or a whole trackpad flick with its inertia) moves one product:
 * events closer than 200 ms apart belong to the same gesture.
 */
export function useWheelStep(ref: RefObject<HTMLElement | null>, onStep: (direction: 1 | -1) => void, enabled: boolean): void {
  const step = useEffectEvent(onStep);
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    let lastAt = 0;
    let total = 0;
    let moved = false;
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey) return; // pinch-zoom
      event.preventDefault();
      const now = performance.now();
      if (now - lastAt > 200) {
        total = 0;
        moved = false;
      }
      lastAt = now;
      if (moved) return;
      total += event.deltaY;
      if (Math.abs(total) >= 30) {
        moved = true;
        step(total > 0 ? 1 : -1);
      }
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [ref, enabled]);
}

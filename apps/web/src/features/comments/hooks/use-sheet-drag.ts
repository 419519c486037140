import { useRef, useState, type PointerEvent } from 'react';
import { sheetOffset, shouldCloseSheet } from './sheet-drag.ts';

/**
 * Drag handlers for the sheet's handle and header: the sheet follows the pointer down and
 * closes when let go past 100 px, otherwise springs back.
 */
export function useSheetDrag(onClose: () => void) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      // Buttons in the header (close) keep their own click.
      if ((event.target as HTMLElement).closest('button')) return;
      start.current = event.clientY;
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (start.current !== null) setOffset(sheetOffset(start.current, event.clientY));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (start.current === null) return;
      const dragged = sheetOffset(start.current, event.clientY);
      start.current = null;
      setOffset(0);
      if (shouldCloseSheet(dragged)) onClose();
    },
    onPointerCancel: () => {
      start.current = null;
      setOffset(0);
    },
  };
  return { offset, dragging: offset > 0, handlers };
}

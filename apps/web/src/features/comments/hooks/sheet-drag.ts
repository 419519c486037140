/** doc 1 §9: dragging the sheet down more than 100 px closes it. */
export const SHEET_CLOSE_DISTANCE = 100;

export const shouldCloseSheet = (dragged: number) => dragged > SHEET_CLOSE_DISTANCE;

/** The sheet follows the finger downwards only; upward drags leave it in place. */
export const sheetOffset = (startY: number, y: number) => Math.max(0, y - startY);

import { FIRST_PAINT_TIMING, FIRST_POSTER_META } from '@sokoni/contracts/constants';

/** The feed picture the server already painted into the page (route hints), if any. */
export const firstPaintPoster: string | null =
  typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>(`meta[name="${FIRST_POSTER_META}"]`)?.content || null;

/** However slow the pictures, the app takes over after this long. */
const HANDOFF_LIMIT_MS = 2500;

const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once every picture is on screen: reported by Element Timing where the browser has it
 * (a decoded picture is painted a frame or more later, and dropping it before that frame loses
 * it), otherwise decoded plus one frame.
 */
function picturesShown(pictures: HTMLImageElement[]): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('element')) return Promise.all(pictures.map((img) => img.decode().catch(() => undefined))).then(afterNextPaint);
  return new Promise((resolve) => {
    const waiting = new Set(pictures);
    const settle = (img: Element | null | undefined) => {
      waiting.delete(img as HTMLImageElement);
      if (waiting.size > 0) return;
      observer.disconnect();
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) settle(entry.element);
    });
    observer.observe({ type: 'element', buffered: true });
    // A picture that fails to load is never painted: stop waiting for it.
    for (const img of pictures) img.addEventListener('error', () => settle(img), { once: true });
  });
}

/** Painted pictures that are on screen (one below the fold is not painted, so never reported) and not broken. */
function picturesOnScreen(): HTMLImageElement[] {
  return [...document.querySelectorAll<HTMLImageElement>(`img[elementtiming="${FIRST_PAINT_TIMING}"]`)].filter((img) => {
    const box = img.getBoundingClientRect();
    const broken = img.complete && img.naturalWidth === 0;
    return !broken && box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0 && box.left < window.innerWidth && box.right > 0;
  });
}

/**
 * When React may replace the page's static first paint (index.html, and the feed's first picture
 * the server painted into it for a guest; the views the server paints as the whole app are taken
 * over in place instead, see main.tsx). Mounting at once would drop a picture that is not on
 * screen yet and show the view's loading state in its place; so when the first paint shows one,
 * wait until it is painted and the view's first render has what it needs (its code and first
 * page), bounded by HANDOFF_LIMIT_MS. On a slow line the picture arrives before the scripts
 * anyway, so this rarely waits.
 */
export function firstPaintHandoff(viewReady: Promise<unknown>): Promise<void> {
  const pictures = picturesOnScreen();
  if (pictures.length === 0) return Promise.resolve();
  const ready = Promise.all([picturesShown(pictures), viewReady.catch(() => undefined)]).then(() => undefined);
  return Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, HANDOFF_LIMIT_MS))]);
}

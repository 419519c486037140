import { createHash } from 'node:crypto';
import { attr } from './hints.ts';

const META = 'sokoni:after-paint';

/**
 * Starts the app's scripts once the page's first contentful frame is on screen (the paint timing
 * entry comes after the frame is presented; a requestAnimationFrame callback comes before it):
 * the entry first, then its module preloads beside it, one per task (each <link> is a request of
 * its own, 1–4 ms of a phone's main thread: three in one task made a long one right after the
 * paint). Constant text, so the CSP allows it by its hash (`AFTER_PAINT_SCRIPT_HASH`). The timer
 * starts them in a tab that paints nothing (in the background), and a browser without paint
 * timing starts them at once.
 */
export const AFTER_PAINT_SCRIPT =
  `let started=false;const start=()=>{if(started)return;started=true;const names=document.querySelector('meta[name="${META}"]')?.content.split(' ')??[];const rest=names.slice(1);` +
  `const preload=()=>{const href=rest.shift();if(href){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}if(rest.length)setTimeout(preload)};` +
  `if(names[0])import(names[0]);setTimeout(preload)};` +
  `setTimeout(start,1500);try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true})}catch{start()}`;

export const AFTER_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')}'`;

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A page the server painted needs no script for its first frame, yet the entry and its ~20
 * module preloads in <head> start at once and share the phone's line with the stylesheet and the
 * picture that frame waits for (and Lighthouse counts every request begun before the first
 * paint into it). Here they start one frame after it, all at once, as the browser would have.
 */
export function scriptsAfterPaint(html: string): string {
  const entry = ENTRY.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const names = [entry[1]!, ...preloads.filter((href) => href !== entry[1])];
  const start = `<meta name="${META}" content="${attr(names.join(' '))}">\n    <script type="module">${AFTER_PAINT_SCRIPT}</script>\n    `;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY, start);
}

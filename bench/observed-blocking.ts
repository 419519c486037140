// Blocking time as the page itself sees it: Chromium slowed for real (not simulated; as much as
// Lighthouse slows it on this machine) and no tracing running, the long tasks a PerformanceObserver
// reports from first contentful paint on, each beyond 50 ms. A cross-check on Lighthouse's simulated
// TBT, which multiplies the task times it observed under tracing by the slowdown (and so also
// multiplies whatever tracing costs the browser).
import { chromium, type Browser } from '@playwright/test';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SETTLE_MS = 8_000;

declare global {
  interface Window {
    __longTasks?: [number, number][];
  }
}

async function once(browser: Browser, url: string, cpuSlowdown: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  try {
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => window.__longTasks!.push(...list.getEntries().map((e): [number, number] => [e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url);
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, fcp } = await page.evaluate(() => ({ tasks: window.__longTasks ?? [], fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 }));
    return Math.round(tasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0));
  } finally {
    await context.close();
  }
}

/** Each URL's blocking time over `runs` loads, in ms, with the CPU slowed `cpuSlowdown`×. */
export async function observedBlocking(urls: Record<string, string>, runs: number, cpuSlowdown: number): Promise<Record<string, number[]>> {
  const browser = await chromium.launch({ executablePath: CHROME });
  try {
    const out: Record<string, number[]> = {};
    for (const [name, url] of Object.entries(urls)) {
      out[name] = [];
      for (let i = 0; i < runs; i++) out[name].push(await once(browser, url, cpuSlowdown));
    }
    return out;
  } finally {
    await browser.close();
  }
}

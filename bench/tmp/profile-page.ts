import { chromium } from 'playwright-core';
import { freePort, startServer, stopServer, tempDataDir, waitForHealth } from '../server-process.ts';

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = startServer([process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'], { PORT: String(port), DATA_DIR: tempDataDir() });
try {
  await waitForHealth(base, 180_000);
  const products = ((await (await fetch(`${base}/api/products?page=1&limit=20&sort=newest`)).json()) as any).data.products;
  const p = products.find((x: any) => x.media?.length) ?? products[0];
  const urls: Record<string, string> = { product: `/products/${p.id}`, browse: '/browse', discover: '/discover', shop: `/shops/${p.shop?.id ?? p.shopId}`, home: '/' };
  for (const u of Object.values(urls)) await fetch(base + u).then((r) => r.text());
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const [name, url] of Object.entries(urls).filter(([n]) => !process.env.PAGES || process.env.PAGES.split(',').includes(n))) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.addInitScript({ content: `window.__lt=[];new PerformanceObserver(l=>{for(const e of l.getEntries())window.__lt.push([Math.round(e.startTime),Math.round(e.duration)])}).observe({type:'longtask',buffered:true});` });
    await cdp.send('Profiler.start');
    await page.goto(base + url, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const { profile } = (await cdp.send('Profiler.stop')) as any;
    const lt = await page.evaluate(() => (window as any).__lt);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
    // self time per url and per function
    const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
    const self = new Map<number, number>();
    for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
    const byUrl: Record<string, number> = {};
    const byFn: Record<string, number> = {};
    for (const [id, t] of self) {
      const n: any = byId.get(id);
      const u = (n.callFrame.url || n.callFrame.functionName || '(native)').replace(/.*\//, '');
      byUrl[u] = (byUrl[u] ?? 0) + t / 1000;
      const f = `${n.callFrame.functionName || '(anon)'} ${u}:${n.callFrame.lineNumber}`;
      byFn[f] = (byFn[f] ?? 0) + t / 1000;
    }
    const top = (o: Record<string, number>, k: number) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, k).map(([a, b]) => `${Math.round(b)}ms ${a}`).join('\n  ');
    const tbt = lt.filter(([s]: number[]) => s >= (fcp ?? 0)).reduce((a: number, [, d]: number[]) => a + Math.max(0, d - 50), 0);
    console.log(`\n== ${name} fcp=${Math.round(fcp ?? -1)} longtasks=${JSON.stringify(lt)} tbt≈${tbt}\n  ${top(byUrl, 12)}\n --\n  ${top(byFn, 15)}`);
    await ctx.close();
  }
  await browser.close();
} finally {
  await stopServer(server);
}

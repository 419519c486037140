import { expect, test, type Page } from '@playwright/test';

// A guest's cold open on a phone paints from the page itself before any script runs (route
// hints): the top of /browse, the feed's first picture. When the app takes over, nothing may move.
// Phones only (playwright.config.ts): the server paints these screens for phones.

type Box = { x: number; y: number; width: number; height: number };

/** Where the headings, the search bar, the sort menu and the first two pictures sit inside `root`. */
function boxes(page: Page, root: string): Promise<Record<string, Box[]>> {
  return page.evaluate((root) => {
    const scope = document.querySelector(root);
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const find = (selector: string) => [...(scope?.querySelectorAll(selector) ?? [])].filter((el) => el.getClientRects().length > 0).map(box);
    return { headings: find('h1'), search: find('form[role="search"]'), sort: find('select'), pictures: find('article img').slice(0, 2) };
  }, root);
}

const phone = () => {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = test.info().project.use;
  return { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent };
};

function expectSamePlace(painted: Record<string, Box[]>, rendered: Record<string, Box[]>) {
  for (const [name, list] of Object.entries(painted)) {
    expect(list.length, `${name} in the first paint`).toBeGreaterThan(0);
    list.forEach((box, i) => {
      const other = rendered[name]?.[i];
      expect(other, `${name} #${i} in the app`).toBeDefined();
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(box[key] - other![key]), `${name} #${i} ${key}`).toBeLessThan(1);
    });
  }
}

test('a guest’s /browse is on screen before the scripts, and the app takes over without moving anything', async ({ browser, baseURL }) => {
  // Without scripts: what the server painted.
  const noScript = await browser.newContext({ ...phone(), baseURL, javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/browse');
  const painted = still.locator('[data-first-paint-view="browse"]');
  await expect(painted.getByRole('heading', { name: 'Buy. Sell. Easy.', includeHidden: true })).toBeVisible();
  await expect(painted.getByText(/^\d[\d,]* products available$/)).toBeVisible();
  const firstPictures = painted.locator('article img');
  await expect(firstPictures).toHaveCount(2);
  await expect.poll(() => firstPictures.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  const staticBoxes = await boxes(still, '[data-first-paint-view]');
  const staticTitles = await painted.locator('article h3').allTextContents();
  await still.screenshot({ path: test.info().outputPath('browse-first-paint.png') });
  // Its links and search work before the app does.
  await expect(painted.locator('article a').first()).toHaveAttribute('href', /^\/products\/[\w-]+$/);
  await noScript.close();

  // With scripts: the app renders the same screen in the same place.
  const page = await browser.newPage({ ...phone(), baseURL });
  const lists: string[] = [];
  page.on('request', (r) => void (new URL(r.url()).pathname === '/api/products' && lists.push(r.url())));
  await page.goto('/browse');
  await expect(page.locator('.first-paint')).toHaveCount(0);
  await expect(page.getByTestId('product-card').first().locator('img')).toBeVisible();
  // The app asks once for the list the server painted (a second ask is a phone's data and a re-render).
  await page.waitForLoadState('networkidle');
  expect(lists, lists.join('\n')).toHaveLength(1);
  expect((await page.getByTestId('product-card').locator('h3').allTextContents()).slice(0, 2)).toEqual(staticTitles);
  await page.evaluate(() => document.fonts.ready);
  expectSamePlace(staticBoxes, await boxes(page, '#main'));
  await page.close();
});

test('signed in, or on a filtered list, the page carries no painted screen', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...phone(), baseURL, javaScriptEnabled: false });
  await context.addCookies([{ name: 'sokoni_signed_in', value: '1', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/browse');
  await expect(page.locator('[data-first-paint-view]')).toHaveCount(0);
  await context.clearCookies();
  await page.goto('/browse?category=electronics');
  await expect(page.locator('[data-first-paint-view]')).toHaveCount(0);
  await context.close();
});

test('a guest’s product page, shop, AI Discovery and assistant come painted as the whole app, which the app takes over in place', async ({ browser, baseURL, request }) => {
  const product = (await (await request.get('/api/products?page=1&limit=1')).json()).data.products[0];
  const pages = [
    { path: `/products/${product.id}`, heading: product.title },
    { path: `/shops/${product.shopId}`, heading: product.shop.name },
    { path: '/discover', heading: 'AI Discovery' },
    { path: '/aichat', heading: 'Your Shopping Assistant' },
  ];
  const noScript = await browser.newContext({ ...phone(), baseURL, javaScriptEnabled: false });
  const still = await noScript.newPage();
  const page = await browser.newPage({ ...phone(), baseURL });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Every element the server painted is marked before the app's scripts run (they wait for the first paint).
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll('#root *')) (element as Element & { painted?: boolean }).painted = true;
    }),
  );
  for (const { path, heading } of pages) {
    // Without scripts: the whole app as the server painted it, the shell's bars included.
    await still.goto(path);
    await expect(still.locator('#main h1'), path).toHaveText(heading);
    await expect(still.locator('nav').last()).toBeVisible();
    // Inert until the app has taken it over: a tap before then would go nowhere.
    await expect(still.locator('#root')).toHaveAttribute('inert');
    await expect.poll(() => still.locator('#main img').evaluateAll((imgs) => imgs.slice(0, 1).every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await still.screenshot({ path: test.info().outputPath(`painted${path.replace(/\W+/g, '-')}.png`) });

    // With scripts: React takes those very elements over (a mismatch would replace them, and throw).
    await page.goto(path);
    await expect(page.locator('#root[data-painted-app]')).toHaveCount(1);
    await expect(page.locator('#main h1'), path).toHaveText(heading);
    // Taken over: React owns the painted elements themselves (a mismatch would have replaced them,
    // and thrown), and the app answers a tap (the bell asks a guest to sign in).
    const owned = (selector: string) =>
      page.evaluate((selector) => {
        const element = document.querySelector(selector) as (Element & { painted?: boolean }) | null;
        return Boolean(element?.painted) && Object.keys(element ?? {}).some((key) => key.startsWith('__reactFiber'));
      }, selector);
    for (const selector of ['#main h1', 'header', 'nav']) await expect.poll(() => owned(selector), `${path}: ${selector} is the painted element, now the app's`).toBe(true);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.getByRole('button', { name: 'Notifications' }).last().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(errors, path).toEqual([]);
  }
  await noScript.close();
  await page.close();
});

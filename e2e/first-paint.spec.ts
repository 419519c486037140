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

/** Where the page's heading and first picture sit inside `root`. */
function headingAndPicture(page: Page, root: string): Promise<Record<string, Box[]>> {
  return page.evaluate((root) => {
    const scope = document.querySelector(root);
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const shown = (selector: string) => [...(scope?.querySelectorAll(selector) ?? [])].filter((el) => el.getClientRects().length > 0).map(box);
    const pictures = shown('img').slice(0, 1);
    return { headings: shown('h1'), ...(pictures.length ? { pictures } : {}) };
  }, root);
}

test('a guest’s product page, shop, AI Discovery and assistant are painted from the page, and the app takes over in place', async ({ browser, baseURL, request }) => {
  const product = (await (await request.get('/api/products?page=1&limit=1')).json()).data.products[0];
  const pages = [
    { path: `/products/${product.id}`, view: 'detail', heading: product.title },
    { path: `/shops/${product.shopId}`, view: 'shop-page', heading: product.shop.name },
    { path: '/discover', view: 'discover', heading: 'AI Discovery' },
    { path: '/aichat', view: 'aichat', heading: 'Your Shopping Assistant' },
  ];
  const noScript = await browser.newContext({ ...phone(), baseURL, javaScriptEnabled: false });
  const still = await noScript.newPage();
  const page = await browser.newPage({ ...phone(), baseURL });
  for (const { path, view, heading } of pages) {
    await still.goto(path);
    const painted = still.locator(`[data-first-paint-view="${view}"]`);
    await expect(painted.locator('h1'), path).toHaveText(heading);
    await expect.poll(() => painted.locator('img').evaluateAll((imgs) => imgs.slice(0, 1).every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    const staticBoxes = await headingAndPicture(still, '[data-first-paint-view]');

    await page.goto(path);
    await expect(page.locator('.first-paint')).toHaveCount(0);
    await expect(page.locator('#main h1'), path).toHaveText(heading);
    await page.evaluate(() => document.fonts.ready);
    expectSamePlace(staticBoxes, await headingAndPicture(page, '#main'));
  }
  await noScript.close();
  await page.close();
});

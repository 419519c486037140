import { expect, test } from '@playwright/test';

// A guest's cold open paints from the page itself before any script runs (route hints): the
// pages below as the whole app, which the app then takes over in place (hydration). Run on phones
// (playwright.config.ts).

const phone = () => {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = test.info().project.use;
  return { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent };
};

test('a guest’s /browse comes painted with the first row of the newest; the app asks once for that list and adds the rest of its page', async ({ browser, baseURL }) => {
  // Without scripts: what the server painted.
  const noScript = await browser.newContext({ ...phone(), baseURL, javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/browse');
  await expect(still.getByRole('heading', { name: 'Buy. Sell. Easy.' })).toBeVisible();
  await expect(still.getByText(/^\d[\d,]* products? available$/)).toBeVisible();
  // The first row only: the rest of the page is below the fold, the app's to render.
  const cards = still.locator('#main article');
  await expect(cards).toHaveCount(2);
  const firstPictures = cards.locator('img').filter({ visible: true });
  await expect.poll(() => firstPictures.evaluateAll((imgs) => imgs.slice(0, 2).every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  const paintedTitles = await cards.locator('h3').allTextContents();
  await still.screenshot({ path: test.info().outputPath('browse-first-paint.png') });
  await noScript.close();

  // With scripts: the app takes the same cards over and asks once for the list (a second ask is a phone's data).
  const page = await browser.newPage({ ...phone(), baseURL });
  const lists: string[] = [];
  page.on('request', (r) => void (new URL(r.url()).pathname === '/api/products' && lists.push(r.url())));
  await page.goto('/browse');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.waitForLoadState('networkidle');
  expect(lists, lists.join('\n')).toHaveLength(1);
  const titles = page.getByTestId('product-card').locator('h3');
  await expect.poll(() => titles.count()).toBeGreaterThan(2);
  expect((await titles.allTextContents()).slice(0, 2)).toEqual(paintedTitles);
  await page.close();
});

test('signed in, or on a filtered list, the page carries no painted screen', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...phone(), baseURL, javaScriptEnabled: false });
  await context.addCookies([{ name: 'sokoni_signed_in', value: '1', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/browse');
  await expect(page.locator('#root[data-painted-app]')).toHaveCount(0);
  await expect(page.locator('.first-paint')).toHaveCount(1);
  await context.clearCookies();
  await page.goto('/browse?category=electronics');
  await expect(page.locator('#root[data-painted-app]')).toHaveCount(0);
  await context.close();
});

test('a guest’s grid, product page, shop, AI Discovery and assistant come painted as the whole app, which the app takes over in place', async ({ browser, baseURL, request }) => {
  const product = (await (await request.get('/api/products?page=1&limit=1')).json()).data.products[0];
  const pages = [
    { path: '/browse', heading: 'Browse Products' },
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
    await expect(still.locator('#main h1').last(), path).toHaveText(heading);
    await expect(still.locator('nav').last()).toBeVisible();
    // Inert until the app has taken it over: a tap before then would go nowhere.
    await expect(still.locator('#root')).toHaveAttribute('inert');
    await expect.poll(() => still.locator('#main img').evaluateAll((imgs) => imgs.slice(0, 1).every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await still.screenshot({ path: test.info().outputPath(`painted${path.replace(/\W+/g, '-')}.png`) });

    // With scripts: React takes those very elements over (a mismatch would replace them, and throw).
    await page.goto(path);
    await expect(page.locator('#root[data-painted-app]')).toHaveCount(1);
    await expect(page.locator('#main h1').last(), path).toHaveText(heading);
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

import { expect, test, type Route } from '@playwright/test';
import { appTakenOver, isMobile, signInAsBuyer, snap } from './helpers.ts';

test('guests get sign-in prompts, and every view has its own URL', async ({ page }, testInfo) => {
  await page.goto('/');

  // doc 1 §2.3: the signed-out bell prompts sign-in (the Login Required modal).
  await page.getByRole('button', { name: 'Notifications' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await expect(dialog).toContainText('Please login to access all features.');
  await snap(page, testInfo, '01-login-required');
  await dialog.getByRole('button', { name: 'Continue Browsing' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Notifications' }).click();
  await page.getByRole('button', { name: 'Login Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Back to the app' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Views that need an account say so, and reload on their own URL.
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Sign in to view messages' })).toBeVisible();
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'Sign in to see your liked items' })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await snap(page, testInfo, '02-account-guest');
  await page.goto('/products/some-product');
  await expect(page.getByRole('heading', { name: 'This product is not available' })).toBeVisible();

  // doc 1 §2.2: app-navigate switches view; the browser's back button follows the stack.
  await page.goto('/browse');
  await expect(page.getByRole('heading', { name: 'Browse Products' })).toBeVisible();
  // The page comes painted: the app hears the event once it has taken the page over.
  await appTakenOver(page);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('app-navigate', { detail: { view: 'wallet' } })));
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('heading', { name: 'Wallet' })).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('app-navigate', { detail: { view: 'not-a-view' } })));
  await page.goBack();
  await expect(page).toHaveURL(/\/browse$/);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('login-required')));
  await expect(page).toHaveURL(/\/login$/);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('app-navigate', { detail: { view: 'help' } })));
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { name: 'Help and Support' })).toBeVisible();

  if (isMobile(testInfo)) {
    const bar = page.getByRole('navigation', { name: 'Primary' });
    await bar.getByRole('link', { name: 'Discover' }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await expect(bar.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AI Discovery' }).click();
    await expect(page).toHaveURL(/\/discover$/);
  }
  await expect(page.getByRole('heading', { name: 'AI Discovery' })).toBeVisible();
});

test('a stored session the server rejects is cleared at start-up', async ({ page }) => {
  await page.goto('/');
  // The first page's app has started and asked for its feed (as a guest): a session stored while
  // it is still starting would be sent with that request and refused there, before this check.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const user = { id: 'x', _id: 'x', name: 'Ghost', username: 'ghost', phoneNumber: '+26879000000', role: 'user' };
    localStorage.setItem('sokoni.accessToken', 'not-a-valid-token');
    localStorage.setItem('sokoni.refreshToken', 'not-a-valid-refresh-token');
    localStorage.setItem('sokoni.user', JSON.stringify(user));
  });
  await page.goto('/browse');
  // doc 1 §4.1: validation fails → logout (tokens cleared, auth:logout shows the login page).
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('sokoni.refreshToken'))).toBeNull();
  await page.getByRole('link', { name: 'Back to the app' }).click();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('after the first screen, the service worker fetches the views people open next, and opening one needs no download', async ({ page, context }) => {
  // The worker's requests are the context's, not the page's; a page request it answers is marked so.
  const network = new Map<string, number>();
  const fromWorker = new Set<string>();
  context.on('requestfinished', async (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith('/assets/')) return;
    if ((await request.response())?.fromServiceWorker()) fromWorker.add(path);
    else network.set(path, (network.get(path) ?? 0) + 1);
  });
  await page.goto('/');
  const likely = (await page.locator('meta[name="sokoni:likely-views"]').getAttribute('content'))!.split(' ');
  const browseChunk = likely.find((file) => file.includes('browse-view'));
  expect(browseChunk, 'the build lists the browse view').toBeDefined();
  await expect.poll(() => likely.filter((file) => !network.has(file)), 'not fetched ahead yet').toEqual([]);
  // Not by the page: each <link> would cost a phone's main thread a task.
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  // The views only a signed-in person can open (the seller's dashboard) are not a guest's download.
  const signedInOnly = (await page.locator('meta[name="sokoni:likely-signed-in-views"]').getAttribute('content'))!.split(' ');
  expect(signedInOnly.some((file) => file.includes('seller-view')), 'the build lists the seller view for signed-in people').toBe(true);
  expect(signedInOnly.filter((file) => network.has(file)), 'fetched by a guest').toEqual([]);

  // Opening browse runs the prefetched code from the worker's cache: no second download.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker?.controller))).toBe(true);
  await page.getByRole('link', { name: 'Sokoni home' }).first().click();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(page.getByRole('heading', { name: 'Browse Products' })).toBeVisible();
  await expect.poll(() => fromWorker.has(browseChunk!), 'the page’s import answered by the worker').toBe(true);
  expect(network.get(browseChunk!), 'downloads over the network').toBe(1);
});

test('once signed in, the seller dashboard is fetched ahead too', async ({ page, context }) => {
  // By the service worker: its requests are the context's.
  const fetched = new Set<string>();
  context.on('requestfinished', (request) => fetched.add(new URL(request.url()).pathname));
  await signInAsBuyer(page);
  const signedInOnly = (await page.locator('meta[name="sokoni:likely-signed-in-views"]').getAttribute('content'))!.split(' ');
  await expect.poll(() => signedInOnly.every((file) => fetched.has(file))).toBe(true);
});

test.describe(() => {
  // The page's routes never see what a service worker fetches: once the app's worker takes over
  // (it may, during the retry's second), it would fetch the dropped file past the line cut here.
  test.use({ serviceWorkers: 'block' });
  test("a page whose file does not arrive says so, keeps the app around it, and Try Again brings it", async ({ page }, testInfo) => {
    // Help's own file fails on every request (a phone's dropped line), after one retry too.
    const drop = (route: Route) => route.abort('connectionreset');
    await page.route(/\/assets\/help-view-[\w-]+\.js$/, drop);
    await page.goto('/help');
    const alert = page.getByRole('alert').filter({ hasText: "This page didn't load" });
    await expect(alert).toContainText('Check your connection, then try again.');
    await expect(page.getByRole('link', { name: 'Sokoni home' }).first()).toBeVisible();
    await snap(page, testInfo, 'page-failed');

    await page.unroute(/\/assets\/help-view-[\w-]+\.js$/, drop);
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help and Support' })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});

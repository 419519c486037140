import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startTestPushService } from '../apps/server/src/modules/push/test-push-service.ts';
import { startDeployProxy } from './deploy-proxy.ts';
import { DEMO_PASSWORD, firstShopListing, freshPhone, signUpViaApi } from './helpers.ts';

// Installed like an app (issue 15): the manifest makes Sokoni installable, the service worker opens
// the shell, the last feed and a product offline, and an action that needs the network says so.
// Phones only: the same worker serves both layouts, and one run keeps the suite short.

const API_CACHE = 'sokoni-api-v1';

/** The addresses the worker keeps in one of its caches. */
function cachedUrls(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url), cacheName);
}

/** A demo seller no other spec chats as at the same time. */
const PUSH_SELLER_NATIONAL = '76100002';

async function bearer(request: APIRequestContext, identifier: string): Promise<{ authorization: string }> {
  const login = await request.post('/api/auth/login', { data: { identifier, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${((await login.json()) as { data: { accessToken: string } }).data.accessToken}` };
}

async function shopAndProduct(request: APIRequestContext, seller: { authorization: string }) {
  const me = (await (await request.get('/api/users/me', { headers: seller })).json()) as { data: { user: { id: string } } };
  return firstShopListing(request, me.data.user.id);
}

test.skip(({ isMobile }) => !isMobile, 'the worker is the same for both layouts');

// Issue 24.17: the web build is React's production bundle even when the shell that built it had
// NODE_ENV=development (the development one is slow and its service worker never registers).
test('the app served is the production build', async ({ request }) => {
  const html = await (await request.get('/browse')).text();
  const named = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  // A page the server painted names its scripts to start after the first paint.
  const afterPaint = /<meta name="sokoni:after-paint" content="([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];
  const scripts = [...named, ...afterPaint];
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const development = /jsxDEV|react-dom[-.\w]*\.development|validateDOMNesting/.exec(await (await request.get(script)).text());
    expect(development?.[0], script).toBeUndefined();
  }
  expect((await request.get('/sw.js')).ok()).toBe(true);
});

test('the manifest is installable: Chrome finds no installability errors', async ({ request, baseURL }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'Sokoni', start_url: '/browse', display: 'standalone', theme_color: '#065f4e' });
  expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');

  // Chrome never offers to install from an incognito profile, which is what a test context is: a real one.
  const profile = mkdtempSync(path.join(tmpdir(), 'sokoni-pwa-'));
  const { launchOptions, viewport, userAgent } = test.info().project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, viewport, userAgent });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/browse');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    // What Lighthouse's "installable-manifest" audit asked Chrome (Lighthouse 12 dropped the PWA category).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, the shell, the last feed and a product open from the worker; a like says what to do', async ({ page, context }) => {
  await page.goto('/browse');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  // The first visit: the worker installs after the first paint and takes the page over.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  // What the page fetched before that is handed to the worker (the list the feed showed).
  await expect.poll(async () => (await cachedUrls(page, API_CACHE)).some((url) => /\/api\/products\?/.test(url)), { timeout: 30_000 }).toBe(true);

  // Open a product while online.
  const link = cards.first().locator('a[href^="/products/"]').first();
  const href = (await link.getAttribute('href'))!;
  const productId = href.split('/').pop()!;
  const productTitle = (await cards.first().getByRole('heading').first().textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/products/${productId}$`));
  await expect(page.getByRole('heading', { level: 1, name: productTitle })).toBeVisible();
  await expect.poll(async () => (await cachedUrls(page, API_CACHE)).some((url) => url.endsWith(`/api/products/${productId}`)), { timeout: 30_000 }).toBe(true);

  // Offline: the product page reloads from the worker.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: productTitle })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  expect(firstPaint).not.toBeNull();
  test.info().annotations.push({ type: 'offline first contentful paint (product page)', description: `${Math.round(firstPaint!)} ms` });

  // A like needs the network: it says so instead of flipping and quietly flipping back.
  await page.getByRole('button', { name: /^(Like|Unlike)$/ }).first().click();
  await expect(page.getByText("You're offline", { exact: true })).toBeVisible();
  await expect(page.getByText('Liking needs an internet connection. Connect, then try again.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Login Required' })).toHaveCount(0);

  // The installed app's start page, opened cold offline: the shell and the last feed.
  await page.goto('/browse');
  await expect(cards.first()).toBeVisible();
  await expect.poll(() => cards.first().locator('img').first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const feedPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  expect(feedPaint).not.toBeNull();
  test.info().annotations.push({ type: 'offline first contentful paint (/browse)', description: `${Math.round(feedPaint!)} ms` });
  console.log(`offline first contentful paint: /browse ${Math.round(feedPaint!)} ms, product page ${Math.round(firstPaint!)} ms`);

  // Back online, the app fetches afresh and the notice goes away.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('a message to a buyer with no tab open travels as Web Push and the worker shows it', async ({ page, context, request, baseURL }) => {
  // The browser's own push service is out of reach here: the test runs one on loopback, and hands
  // what it decrypts to the worker the way Chrome's push client does (DevTools' deliverPushMessage).
  const pushService = await startTestPushService();
  try {
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    await page.goto('/browse');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });

    // A buyer whose only device is this closed app: subscribed, no socket connected.
    const phone = freshPhone();
    await signUpViaApi(request, phone.e164, DEMO_PASSWORD);
    const buyer = await bearer(request, phone.e164);
    const subscribed = await request.post('/api/push/subscriptions', { headers: buyer, data: pushService.subscribe() });
    expect(subscribed.ok()).toBe(true);

    const seller = await bearer(request, `+268${PUSH_SELLER_NATIONAL}`);
    const { shop, product } = await shopAndProduct(request, seller);
    const started = await request.post(`/api/chats/shop/${shop.id}`, { headers: buyer, data: { productId: product.id, message: 'Is it still available?' } });
    expect(started.ok()).toBe(true);
    const { chatId } = ((await started.json()) as { data: { chatId: string } }).data;
    const reply = await request.post('/api/chats/messages', { headers: seller, data: { chatId, content: 'Yes, come by any time' } });
    expect(reply.ok()).toBe(true);

    const [push] = await pushService.waitFor(1, 15_000);
    expect(push!.payload).toEqual({ title: `New message from ${shop.name}`, body: 'Yes, come by any time', url: `/messages?chat=${chatId}`, tag: `chat-${chatId}` });

    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${new URL(baseURL!).origin}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    const workerErrors: string[] = [];
    cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) => workerErrors.push(`${errorMessage.errorMessage} (${errorMessage.sourceURL}:${errorMessage.lineNumber})`));
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;

    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url })),
      );
    const expected = [{ title: `New message from ${shop.name}`, body: 'Yes, come by any time', tag: `chat-${chatId}`, url: `/messages?chat=${chatId}` }];
    // Chrome's push client redelivers what a worker did not take; DevTools' delivery is one shot and,
    // on a loaded machine, can reach a worker that is still starting (seen once in a full CI run).
    for (let attempt = 1; ; attempt++) {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId, data: JSON.stringify(push!.payload) });
      const arrived = await expect.poll(shown, { timeout: 8_000 }).toEqual(expected).then(() => true, () => false);
      if (arrived) break;
      expect(attempt, `the worker showed no notification after ${attempt} deliveries; worker errors: ${workerErrors.join('; ') || 'none'}`).toBeLessThan(3);
    }
  } finally {
    await pushService.close();
  }
});

test('a new version waits for Reload: the open app keeps working on its build, then Reload switches over', async ({ page, baseURL }) => {
  const proxy = await startDeployProxy(baseURL!);
  try {
    await page.goto(`${proxy.url}/browse`);
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await expect(page.getByTestId('update-available')).toHaveCount(0);

    // A deploy: the next look at /sw.js finds new bytes, as after `npm run build`.
    proxy.redeploy();
    await page.reload();
    const notice = page.getByTestId('update-available');
    await expect(notice).toContainText('A new version is available', { timeout: 30_000 });
    // The new worker waits: this tab stays on the build it started with, and keeps working.
    const waiting = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);
    expect(await waiting()).toBe('installed');
    await page.evaluate(() => ((window as { beforeUpdate?: boolean }).beforeUpdate = true));
    const productTitle = (await cards.first().getByRole('heading').first().textContent())!.trim();
    await cards.first().locator('a[href^="/products/"]').first().click();
    await expect(page).toHaveURL(/\/products\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: productTitle })).toBeVisible();
    expect(await waiting()).toBe('installed');

    await notice.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => (window as { beforeUpdate?: boolean }).beforeUpdate === undefined, null, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: productTitle })).toBeVisible();
    expect(await waiting()).toBeNull();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state)).toBe('activated');
    await expect(page.getByTestId('update-available')).toHaveCount(0);
  } finally {
    await proxy.close();
  }
});

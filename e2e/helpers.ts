import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';

export const DEMO_PASSWORD = 'demo12345';
export const DEMO_DEALER_NATIONAL = '76000003';

type OutboxMessage = { to: string; type: string; code: string; createdAt: string };

/** A number nobody has used: +268 79 and six random digits. */
export function freshPhone(): { national: string; e164: string } {
  const national = `79${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  return { national, e164: `+268${national}` };
}

export async function outbox(request: APIRequestContext, phone: string): Promise<OutboxMessage[]> {
  const reply = await request.get(`/api/dev/outbox?phoneNumber=${encodeURIComponent(phone)}`);
  expect(reply.ok()).toBe(true);
  const body = (await reply.json()) as { data: { messages: OutboxMessage[] } };
  return body.data.messages;
}

/** The newest code of `type` sent to `phone` after `since` (the outbox is newest first). */
export async function readCode(request: APIRequestContext, phone: string, type: string, since = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const found = (await outbox(request, phone)).find((m) => m.type === type && Date.parse(m.createdAt) >= since);
        code = found?.code ?? '';
        return code;
      },
      { message: `a ${type} code for ${phone}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Registers and verifies an account through the API (for tests about something else). */
export async function signUpViaApi(request: APIRequestContext, phone: string, password: string): Promise<void> {
  const registered = await request.post('/api/auth/register', { data: { phoneNumber: phone, password } });
  expect(registered.status()).toBe(201);
  const otp = await readCode(request, phone, 'signup');
  const verified = await request.post('/api/auth/verify-otp', { data: { phoneNumber: phone, otp } });
  expect(verified.ok()).toBe(true);
}

/** A named screenshot in e2e/artifacts/screens, also attached to the report. */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = `e2e/artifacts/screens/${testInfo.project.name}-${name}.png`;
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** Signed in: the phone's bottom bar gains Messages; the desktop header shows the account menu. */
export async function expectSignedIn(page: Page, testInfo: TestInfo): Promise<void> {
  if (isMobile(testInfo)) {
    await expect(page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Messages' })).toBeVisible();
  } else {
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);
}

export async function expectSignedOut(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
}

export async function signInThroughForm(page: Page, national: string, password: string): Promise<void> {
  await page.getByLabel('Phone number').fill(national);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export const DEMO_BUYER_NATIONAL = '76000001';

/** Signs the demo buyer in through the login page; the app lands on browse (doc 1 §2.2). */
export async function signInAsBuyer(page: Page): Promise<void> {
  await page.goto('/login');
  await signInThroughForm(page, DEMO_BUYER_NATIONAL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/browse$/);
}

/** A real touch swipe (Chromium's touch events, as a finger would send them) starting at the middle of `target`. */
export async function swipe(page: Page, dx: number, dy: number, target = page.getByTestId('feed-stage')): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('swipe target is not visible');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / steps, y: y + (dy * i) / steps }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Waits until an element's own CSS animations (a panel sliding in) have finished: a swipe mid-slide misses it. */
export async function animationsDone(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((el) => el.getAnimations().every((a) => a.playState === 'finished'))).toBe(true);
}

/** The product on screen in the feed. */
export const activeFeedItem = (page: Page) => page.locator('[data-testid="feed-item"][data-active="true"]');

/** Products from the API, for tests that need real ids (a fresh server seeds the demo catalog). */
export async function listProducts(request: APIRequestContext, query = 'limit=20'): Promise<Array<{ id: string; title: string; shopId: string; shop: { name: string } }>> {
  const reply = await request.get(`/api/products?${query}`);
  expect(reply.ok()).toBe(true);
  const body = (await reply.json()) as { data: { products: Array<{ id: string; title: string; shopId: string; shop: { name: string } }> } };
  return body.data.products;
}

/** A user's first shop and its newest listing, as the public API lists them (a demo seller has both). */
export async function firstShopListing(request: APIRequestContext, userId: string): Promise<{ shop: { id: string; name: string }; product: { id: string; title: string } }> {
  const owned = (await (await request.get(`/api/users/${userId}/shops`)).json()) as { data: { shops: Array<{ id: string; name: string }> } };
  const shop = owned.data.shops[0]!;
  const listed = (await (await request.get(`/api/shops/${shop.id}/products?limit=1`)).json()) as { data: { products: Array<{ id: string; title: string }> } };
  return { shop, product: listed.data.products[0]! };
}

/**
 * Resolves once the page's Socket.IO connection is accepted (the server's CONNECT packet, "40…",
 * sent after its auth check and room joins), not merely once the websocket opened: an event
 * emitted in between would be missed. Call before the action that opens the socket.
 */
export function realtimeConnected(page: Page): Promise<unknown> {
  return page
    .waitForEvent('websocket', (ws) => ws.url().includes('/api/socket.io/'))
    .then((ws) => ws.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).startsWith('40') }));
}

/** Slows uploads to ~`kbps` KB/s in Chromium (DevTools network throttling), so the upload bar can be seen moving. */
export async function throttleUploads(page: Page, kbps: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: kbps * 1024 });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}

const FFMPEG = existsSync('/usr/bin/ffmpeg') ? '/usr/bin/ffmpeg' : 'ffmpeg';

/** A 2-second test-card MP4 of a few kilobytes: the verification video. */
export function selfieVideo(): string {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'sokoni-e2e-selfie-')), 'me.mp4');
  execFileSync(FFMPEG, ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x160:rate=15', '-t', '2', '-pix_fmt', 'yuv420p', out]);
  return out;
}

export { stripesPng } from './png.ts';

/** A fresh account (reruns and parallel projects never share one), signed in, with a new empty shop. */
export async function newSeller(page: Page): Promise<{ national: string; e164: string }> {
  const phone = freshPhone();
  await signUpViaApi(page.request, phone.e164, DEMO_PASSWORD);
  await page.goto('/login');
  await signInThroughForm(page, phone.national, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/browse$/);
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Create Shop' }).click();
  await page.getByRole('dialog', { name: 'Create Shop' }).getByRole('button', { name: 'Create Shop' }).click();
  await expect(page.getByRole('heading', { name: 'Your shop looks empty' })).toBeVisible();
  return phone;
}

/**
 * A guest's grid, product page, shop, AI Discovery and assistant come painted by the server and inert
 * until the app has taken them over: a click waits for that by itself (an inert element takes no
 * pointer), typing does not (an inert field takes no focus, and the keys go nowhere), nor does an
 * event a test dispatches for the app (nothing listens before it runs).
 */
export async function appTakenOver(page: Page): Promise<void> {
  await expect(page.locator('#root[inert]')).toHaveCount(0);
}

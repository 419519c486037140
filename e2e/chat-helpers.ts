import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, firstShopListing, freshPhone, realtimeConnected, signInThroughForm, signUpViaApi } from './helpers.ts';

// What the messaging specs share: a seller's listing, the seller on a laptop, a fresh buyer, bubbles, screenshots.

export async function sellerProduct(request: APIRequestContext, national: string): Promise<{ id: string; title: string; shopName: string }> {
  const login = await request.post('/api/auth/login', { data: { identifier: `+268${national}`, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { user } = ((await login.json()) as { data: { user: { id: string } } }).data;
  const { shop, product } = await firstShopListing(request, user.id);
  return { ...product, shopName: shop.name };
}

export type ShopListing = { id: string; title: string; status: string; price: { amount: number; currency: string } };

/** A seller's shop and its listings (the first 50), with the seller's token to put things back afterwards. */
export async function sellerListings(request: APIRequestContext, national: string): Promise<{ token: string; shopName: string; listings: ShopListing[] }> {
  const login = await request.post('/api/auth/login', { data: { identifier: `+268${national}`, password: DEMO_PASSWORD } });
  const { user, accessToken } = ((await login.json()) as { data: { user: { id: string }; accessToken: string } }).data;
  const shops = (await (await request.get(`/api/users/${user.id}/shops`)).json()) as { data: { shops: { id: string; name: string }[] } };
  const shop = shops.data.shops[0]!;
  const listed = (await (await request.get(`/api/shops/${shop.id}/products?limit=50`)).json()) as { data: { products: ShopListing[] } };
  return { token: accessToken, shopName: shop.name, listings: listed.data.products };
}

/** The seller works on a laptop whatever the project: a second browser context, signed in through the form. */
export async function sellerOnLaptop(browser: Browser, baseURL: string, national: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-GB', timezoneId: 'Africa/Mbabane' });
  const page = await context.newPage();
  await page.goto('/login');
  const connected = realtimeConnected(page);
  await signInThroughForm(page, national, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await connected;
  return page;
}

/** A fresh buyer signed in through the form; returns the name others see (the username: a new account has no name). */
export async function buyerSignedIn(page: Page, request: APIRequestContext): Promise<string> {
  const phone = freshPhone();
  await signUpViaApi(request, phone.e164, DEMO_PASSWORD);
  const login = await request.post('/api/auth/login', { data: { identifier: phone.e164, password: DEMO_PASSWORD } });
  const { user } = ((await login.json()) as { data: { user: { name: string | null; username: string } } }).data;
  await page.goto('/login');
  const connected = realtimeConnected(page);
  await signInThroughForm(page, phone.national, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/browse$/);
  await connected;
  return user.name || user.username;
}

/** The number on the header's Messages badge (none shown: 0). */
export async function headerUnread(page: Page): Promise<number> {
  const badge = page.getByLabel(/unread messages$/).filter({ visible: true });
  if ((await badge.count()) === 0) return 0;
  return Number.parseInt((await badge.getAttribute('aria-label')) ?? '0', 10);
}

/** A function reading a user's unread total as the server counts it (other tests may write to the same seller meanwhile). */
export async function serverUnreadOf(request: APIRequestContext, national: string): Promise<() => Promise<number>> {
  const login = await request.post('/api/auth/login', { data: { identifier: `+268${national}`, password: DEMO_PASSWORD } });
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  return () => unreadTotal(request, accessToken);
}

async function unreadTotal(request: APIRequestContext, accessToken: string): Promise<number> {
  const reply = await request.get('/api/chats/unread-counts', { headers: { authorization: `Bearer ${accessToken}` } });
  return ((await reply.json()) as { data: { unreadCount: number } }).data.unreadCount;
}

export const bubbles = (page: Page, text: string) => page.locator('[data-message]').filter({ hasText: text });

export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = `e2e/artifacts/screens/${testInfo.project.name}-${name}.png`;
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, freshPhone, realtimeConnected, signInThroughForm, signUpViaApi } from './helpers.ts';

/**
 * Both projects run at once, so each has a seller of its own (the demo seller, and a seeded shop
 * owner), and a fresh buyer whose follow and like are certain to be new.
 */
const SELLERS = { mobile: '76000002', desktop: '76100001' } as const;

type SignedIn = { token: string; shopId: string };

async function signInViaApi(request: APIRequestContext, national: string): Promise<SignedIn> {
  const reply = await request.post('/api/auth/login', { data: { identifier: `+268${national}`, password: DEMO_PASSWORD } });
  expect(reply.ok()).toBe(true);
  const { data } = (await reply.json()) as { data: { accessToken: string; user: { id: string } } };
  const owned = await request.get(`/api/users/${data.user.id}/shops`);
  expect(owned.ok()).toBe(true);
  const { shops } = ((await owned.json()) as { data: { shops: Array<{ id: string }> } }).data;
  expect(shops.length, 'the seller owns a shop').toBeGreaterThan(0);
  return { token: data.accessToken, shopId: shops[0]!.id };
}

async function firstProductOf(request: APIRequestContext, shopId: string): Promise<{ id: string; title: string }> {
  const reply = await request.get(`/api/shops/${shopId}/products?limit=1`);
  expect(reply.ok()).toBe(true);
  const { data } = (await reply.json()) as { data: { products: Array<{ id: string; title: string }> } };
  expect(data.products.length).toBeGreaterThan(0);
  return data.products[0]!;
}

/** What the screen shows (the bell and its dropdown are at the top: a full-page shot only adds the feed). */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = `e2e/artifacts/screens/${testInfo.project.name}-${name}.png`;
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The bell that is on screen (the phone's top bar or the desktop header). */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** The badge's number, from the bell's name ("Notifications, 2 unread"); 0 without a badge. */
async function unread(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)\+? unread/.exec(name)?.[1] ?? 0);
}

// Other tests may like or follow these shops meanwhile: counts are compared, not fixed.
test('a seller hears of a new follower, like and review at once, opens one, and marks all read', async ({ page: sellerPage, browser, request }, testInfo) => {
  const sellerNational = SELLERS[testInfo.project.name as keyof typeof SELLERS];
  const seller = await signInViaApi(request, sellerNational);
  const product = await firstProductOf(request, seller.shopId);
  // Start from a clean badge: notifications from other tests (or earlier runs) are read.
  const cleared = await request.patch('/api/notifications/mark-all-read', { headers: { authorization: `Bearer ${seller.token}` } });
  expect(cleared.ok()).toBe(true);

  const buyerPhone = freshPhone();
  await signUpViaApi(request, buyerPhone.e164, DEMO_PASSWORD);

  const buyerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const buyerPage = await buyerContext.newPage();

  // The seller signs in; the bell's socket opens once the session exists.
  const socketOpened = realtimeConnected(sellerPage);
  await sellerPage.goto('/login');
  await signInThroughForm(sellerPage, sellerNational, DEMO_PASSWORD);
  await expect(sellerPage).toHaveURL(/\/browse$/);
  await socketOpened;
  await expect.poll(() => unread(sellerPage)).toBe(0);

  // The buyer follows the seller's shop in the other browser.
  await buyerPage.goto('/login');
  await signInThroughForm(buyerPage, buyerPhone.national, DEMO_PASSWORD);
  await expect(buyerPage).toHaveURL(/\/browse$/);
  await buyerPage.goto(`/shops/${seller.shopId}`);
  const follow = buyerPage.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow).toBeEnabled();
  const followed = buyerPage.waitForResponse((r) => r.url().includes(`/api/shops/${seller.shopId}/follow`) && r.ok());
  await follow.click();
  await followed;

  // Without a reload, the seller's badge goes up and a toast says who followed.
  await expect.poll(() => unread(sellerPage), { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
  const afterFollow = await unread(sellerPage);
  await expect(sellerPage.getByText(/started following your shop/).first()).toBeVisible();
  await shot(sellerPage, testInfo, 'notifications-01-badge');

  // The buyer likes one of the shop's products: a second item, a second unread.
  await buyerPage.goto(`/products/${product.id}`);
  const like = buyerPage.getByRole('button', { name: 'Like', exact: true }).first();
  await expect(like).toHaveAttribute('aria-pressed', 'false'); // the like state is known
  const liked = buyerPage.waitForResponse((r) => r.url().endsWith(`/api/products/${product.id}/like`) && r.ok());
  await like.click();
  await liked;
  await expect.poll(() => unread(sellerPage), { timeout: 5_000 }).toBeGreaterThan(afterFollow);

  // And reviews it (the comments spec posts through the sheet; here the API is enough).
  const buyerLogin = await request.post('/api/auth/login', { data: { identifier: buyerPhone.e164, password: DEMO_PASSWORD } });
  const buyerToken = ((await buyerLogin.json()) as { data: { accessToken: string } }).data.accessToken;
  const reviewed = await request.post(`/api/products/${product.id}/comments`, { headers: { authorization: `Bearer ${buyerToken}` }, data: { comment: 'Lovely work, fast delivery', rating: 4 } });
  expect(reviewed.status()).toBe(201);
  await expect.poll(() => unread(sellerPage), { timeout: 5_000 }).toBeGreaterThan(afterFollow + 1);
  const afterLike = await unread(sellerPage);

  // The dropdown lists all three, newest first (other specs' older notifications of this seller may be there too).
  await bell(sellerPage).click();
  const menu = sellerPage.getByRole('menu');
  await expect(menu.getByRole('menuitem').filter({ hasText: /commented on your product/ }).first()).toBeVisible();
  await expect(menu.getByRole('menuitem').filter({ hasText: /liked your product/ }).first()).toBeVisible();
  await expect(menu.getByRole('menuitem').filter({ hasText: /started following your shop/ }).first()).toBeVisible();
  const box = await menu.boundingBox();
  const viewport = sellerPage.viewportSize()!;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  await shot(sellerPage, testInfo, 'notifications-02-dropdown');

  // Opening the like marks it read and goes to the product.
  await menu.getByRole('menuitem').filter({ hasText: /liked your product/ }).first().click();
  await expect(sellerPage).toHaveURL(new RegExp(`/products/${product.id}$`));
  await expect.poll(() => unread(sellerPage)).toBeLessThan(afterLike);

  // Mark all as read clears the badge.
  await bell(sellerPage).click();
  await sellerPage.getByRole('menuitem', { name: 'Mark all as read' }).click();
  await expect(sellerPage.getByRole('menu').getByText('Unread')).toHaveCount(0);
  await shot(sellerPage, testInfo, 'notifications-03-all-read');
  await sellerPage.keyboard.press('Escape'); // the open menu hides the rest of the page from the accessibility tree
  await expect(bell(sellerPage)).toHaveAccessibleName('Notifications');

  // Still read after a reload (the server kept it).
  await sellerPage.reload();
  await expect(bell(sellerPage)).toHaveAccessibleName('Notifications');

  await buyerContext.close();
});

test('a guest’s bell asks to sign in', async ({ page }, testInfo) => {
  await page.goto('/browse');
  await bell(page).click();
  await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeVisible();
  await shot(page, testInfo, 'notifications-00-guest');
});

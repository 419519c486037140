import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import {
  activeFeedItem,
  DEMO_DEALER_NATIONAL,
  DEMO_PASSWORD,
  freshPhone,
  isMobile,
  listProducts,
  signInAsBuyer,
  signInThroughForm,
  signUpViaApi,
  realtimeConnected,
  snap,
} from './helpers.ts';

// issue 9, "What a buyer sees": items 2, 3, 4 (the Save data pill), 5, 6, 8 and 10, at 390×844 and 1280×800.

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox({ timeout: 10_000 });
  if (!box) throw new Error(`${locator.toString()} is not on screen`);
  return box;
}

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectApart(a: Locator, b: Locator): Promise<void> {
  const [boxA, boxB] = [await boxOf(a), await boxOf(b)];
  expect(intersects(boxA, boxB), `${JSON.stringify(boxA)} overlaps ${JSON.stringify(boxB)}`).toBe(false);
}

/** How many lines an element's text runs over (its text's line boxes, told apart by their tops). */
const textLines = (locator: Locator) =>
  locator.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

async function productById(request: APIRequestContext, id: string): Promise<{ shop: { name: string }; location: { city?: string } }> {
  const reply = await request.get(`/api/products/${id}`);
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: { product: { shop: { name: string }; location: { city?: string } } } }).data.product;
}

async function signInViaApi(request: APIRequestContext, phone: string): Promise<{ token: string; userId: string }> {
  const reply = await request.post('/api/auth/login', { data: { identifier: phone, password: DEMO_PASSWORD } });
  expect(reply.ok(), await reply.text()).toBe(true);
  const { data } = (await reply.json()) as { data: { accessToken: string; user: { id: string } } };
  return { token: data.accessToken, userId: data.user.id };
}

async function shopOf(request: APIRequestContext, userId: string): Promise<string> {
  const reply = await request.get(`/api/users/${userId}/shops`);
  expect(reply.ok()).toBe(true);
  const { shops } = ((await reply.json()) as { data: { shops: Array<{ id: string }> } }).data;
  expect(shops.length, 'the seller owns a shop').toBeGreaterThan(0);
  return shops[0]!.id;
}

test('2: a buyer choosing the dealer view is shown login, with why, and a dealer sign-in opens it', async ({ page }, testInfo) => {
  await signInAsBuyer(page);
  await page.goto('/dealer');
  await expect(page).toHaveURL(/\/login\?reason=dealer$/);
  await expect(page.getByRole('status').filter({ hasText: 'The Dealer Dashboard is only for dealer accounts' })).toContainText('signed in with a customer account');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // It stays: before the fix the buyer was sent on to browse at once, with nothing said.
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/\/login\?reason=dealer$/);
  await snap(page, testInfo, 'buyer-ui-02-dealer-view-login');

  await signInThroughForm(page, DEMO_DEALER_NATIONAL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dealer$/);
  await expect(page.getByRole('heading', { name: 'Dealer Dashboard' })).toBeVisible();
});

test('3: a pasted code keeps every digit, up to six', async ({ page, context }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const phone = freshPhone();
  await page.goto('/login?mode=signup');
  await page.getByLabel('Phone number').fill(phone.national);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const code = page.getByLabel('Verification code');
  await expect(code).toBeVisible();

  // A real paste (Ctrl+V from the clipboard), as a person would do it from their messaging app.
  const paste = async (text: string) => {
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await code.click();
    await code.press('ControlOrMeta+A');
    await code.press('ControlOrMeta+V');
  };
  await paste('933 697');
  await expect(code).toHaveValue('933697');
  await paste('12ab345678');
  await expect(code).toHaveValue('123456');
  await snap(page, testInfo, 'buyer-ui-03-pasted-code');
});

test('4: the Save data pill covers neither the shop name nor, on desktop, the video', async ({ page, request }, testInfo) => {
  await page.goto('/');
  const slide = activeFeedItem(page);
  await expect(slide).toBeVisible();
  const pill = page.getByRole('button', { name: 'Data saver' });
  await expect(pill).toBeVisible();
  const product = await productById(request, (await slide.getAttribute('data-product-id'))!);
  await expectApart(pill, slide.getByText(product.shop.name, { exact: true }));
  // On desktop the card is the seller's video, whose own top corner may show their shop's name.
  if (!isMobile(testInfo)) await expectApart(pill, page.getByTestId('feed-stage'));
  await snap(page, testInfo, 'buyer-ui-04-save-data');
});

test('5: list view keeps shop names and towns clear of the like pill; "Message Shop" stays on one line', async ({ page, request }, testInfo) => {
  await page.goto('/browse?view=list');
  const cards = page.getByTestId('product-grid').getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const count = Math.min(await cards.count(), 10);
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const id = /\/products\/([^/?]+)/.exec((await card.getByRole('link').first().getAttribute('href')) ?? '')?.[1];
    const product = await productById(request, id!);
    const like = card.getByRole('button', { name: /^(Like|Unlike) / });
    const shop = card.getByText(product.shop.name, { exact: true });
    await expectApart(shop, like);
    // The demo shops' names fit a 390 px row whole (no ellipsis).
    expect(await shop.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    if (product.location.city) await expectApart(card.getByText(product.location.city, { exact: true }), like);
  }
  await cards.nth(1).scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'buyer-ui-05-list-view');

  const [product] = await listProducts(request, 'limit=1');
  await page.goto(`/products/${product!.id}`);
  const message = page.getByRole('button', { name: 'Message Shop' });
  await expect(message).toBeVisible();
  expect(await textLines(message)).toBe(1);
  expect(await textLines(page.getByRole('button', { name: 'Visit Shop' }))).toBe(1);
});

test('6: after a 4-star review the product shows the rating and count the sheet shows', async ({ page, request }, testInfo) => {
  // A new reviewer, so the review count surely moves.
  const phone = freshPhone();
  await signUpViaApi(request, phone.e164, DEMO_PASSWORD);
  const products = await listProducts(request, 'limit=30');
  const product = products[testInfo.project.name === 'mobile' ? 3 : 4]!;
  await page.goto('/login');
  await signInThroughForm(page, phone.national, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/browse$/);

  await page.goto(`/products/${product.id}`);
  const reviews = page.getByRole('button', { name: /^Comments and Reviews/ });
  await expect(reviews).toBeVisible();
  await reviews.click();
  const sheet = page.getByRole('dialog', { name: /Comments and Reviews/ });
  await expect(sheet.getByRole('status', { name: 'Loading comments' })).toHaveCount(0);
  const before = await (await request.get(`/api/products/${product.id}/comments?limit=1`)).json();
  const ratingsBefore = (before as { data: { stats: { ratingsCount: number } } }).data.stats.ratingsCount;

  await sheet.getByRole('radio', { name: '4 stars' }).click();
  const posted = page.waitForResponse((r) => r.url().endsWith(`/api/products/${product.id}/comments`) && r.request().method() === 'POST');
  await sheet.getByRole('button', { name: 'Post comment' }).click();
  expect((await posted).status()).toBe(201);

  const after = await (await request.get(`/api/products/${product.id}/comments?limit=1`)).json();
  const stats = (after as { data: { stats: { averageRating: number; ratingsCount: number; totalComments: number } } }).data.stats;
  expect(stats.ratingsCount).toBe(ratingsBefore + 1);
  const average = stats.averageRating.toFixed(1);
  await expect(sheet.getByLabel(`Average rating ${average} out of 5`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // The product page's own copy of the product, not refetched, now says what the sheet said.
  const reviewsWord = stats.ratingsCount === 1 ? 'review' : 'reviews';
  await expect(reviews).toHaveAccessibleName(new RegExp(`, rated ${average} from ${stats.ratingsCount} ${reviewsWord}$`));
  await expect(reviews).toContainText(`${stats.totalComments} comment`);
  await snap(page, testInfo, 'buyer-ui-06-rating-refreshed');
});

test("8: a comment shows its author's own initials, not their shop's logo", async ({ page, request }, testInfo) => {
  // Kagiso Molefe owns Jozi Tech, whose logo (initials "JT") the demo gave him as his picture.
  const kagiso = await signInViaApi(request, '+27821000001');
  const ownShop = await shopOf(request, kagiso.userId);
  const product = (await listProducts(request, 'limit=30')).find((p) => p.shopId !== ownShop)!;
  const words = `Does it come boxed? (${testInfo.project.name} ${Date.now()})`;
  const posted = await request.post(`/api/products/${product.id}/comments`, { headers: { authorization: `Bearer ${kagiso.token}` }, data: { comment: words } });
  expect(posted.status(), await posted.text()).toBe(201);

  await page.goto(`/products/${product.id}?comments=product:${product.id}`);
  const sheet = page.getByRole('dialog', { name: /Comments and Reviews/ });
  const comment = sheet.getByRole('article', { name: 'Comment by Kagiso Molefe' }).filter({ hasText: words });
  await expect(comment).toBeVisible();
  await expect(comment.getByText('KM', { exact: true })).toBeVisible();
  await expect(comment.locator('img').first()).toHaveCount(0);
  await snap(page, testInfo, 'buyer-ui-08-comment-author');
});

test('10: a toast shows clear of the open notifications dropdown', async ({ page, request }, testInfo) => {
  // Each project has a seller of its own, and a new follower whose follow is surely new.
  const national = isMobile(testInfo) ? '76100004' : '76100006';
  const seller = await signInViaApi(request, `+268${national}`);
  const shopId = await shopOf(request, seller.userId);
  const socketOpened = realtimeConnected(page);
  await page.goto('/login');
  await signInThroughForm(page, national, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/browse$/);
  await socketOpened;

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const dropdown = page.getByRole('menu');
  await expect(dropdown.getByText('Notifications', { exact: true }).first()).toBeVisible();

  // A new follower makes the toast. Under the full suite's load one follow's push has been seen to
  // go missing (not in isolation): another new follower then, as the placement is what is tested.
  const toast = page.getByRole('status').filter({ hasText: 'started following' });
  for (let attempt = 1; ; attempt++) {
    const follower = freshPhone();
    await signUpViaApi(request, follower.e164, DEMO_PASSWORD);
    const fan = await signInViaApi(request, follower.e164);
    const followed = await request.post(`/api/shops/${shopId}/follow`, { headers: { authorization: `Bearer ${fan.token}` } });
    expect(followed.ok()).toBe(true);
    const shown = await toast.waitFor({ state: 'visible', timeout: 6_000 }).then(() => true, () => false);
    if (shown || attempt === 3) break;
  }
  await expect(toast).toBeVisible();
  await expect(dropdown).toBeVisible();
  await expect.poll(() => toast.evaluate((el) => el.getAnimations().every((a) => a.playState === 'finished'))).toBe(true);
  await expectApart(toast, dropdown);
  // What the screen shows: a full-page shot would move the fixed toast.
  const path = `e2e/artifacts/screens/${testInfo.project.name}-buyer-ui-10-toast-and-dropdown.png`;
  await page.screenshot({ path });
  await testInfo.attach('toast-and-dropdown', { path, contentType: 'image/png' });
});

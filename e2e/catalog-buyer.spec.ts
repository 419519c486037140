import { expect, test, type Page } from '@playwright/test';
import { activeFeedItem, listProducts, signInAsBuyer, snap } from './helpers.ts';

/** Both projects sign in as the same buyer at once: each works on its own product and shop. */
const slot = (testInfo: { project: { name: string } }) => (testInfo.project.name === 'mobile' ? 0 : 1);

async function setPressed(page: Page, name: RegExp, on: boolean) {
  const button = page.getByRole('button', { name }).first();
  await expect(button).toHaveAttribute('aria-pressed', /true|false/);
  if ((await button.getAttribute('aria-pressed')) !== String(on)) {
    await button.click();
    await expect(page.getByRole('button', { name }).first()).toHaveAttribute('aria-pressed', String(on));
  }
}

test('a signed-in buyer likes a product that stays liked, follows a shop, and sends an inquiry', async ({ page, request }, testInfo) => {
  const products = await listProducts(request, 'sort=popular&limit=20');
  const product = products[slot(testInfo)]!;
  await signInAsBuyer(page);

  // Like in the feed works for a signed-in buyer (no prompt), and is undone the same way.
  // The like endpoint toggles: wait until the feed knows what this buyer already likes.
  const statuses = page.waitForResponse((r) => r.url().endsWith('/api/products/likes/batch-status') && r.ok());
  await page.goto('/');
  await statuses;
  const item = activeFeedItem(page);
  await expect(item).toBeVisible();
  const rail = page.locator('#main');
  const likeButton = rail.getByRole('button', { name: /^(Like|Unlike)$/ }).first();
  const before = await likeButton.getAttribute('aria-pressed');
  await likeButton.click();
  await expect(rail.getByRole('button', { name: /^(Like|Unlike)$/ }).first()).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  await expect(page.getByRole('dialog', { name: 'Login Required' })).toHaveCount(0);
  await rail.getByRole('button', { name: /^(Like|Unlike)$/ }).first().click();
  await expect(rail.getByRole('button', { name: /^(Like|Unlike)$/ }).first()).toHaveAttribute('aria-pressed', before ?? 'false');

  // Like on the product page; it is still liked after a reload and listed under Liked Items.
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await setPressed(page, /^(Like|Unlike)$/, false);
  const liked = page.waitForResponse((r) => r.url().endsWith(`/api/products/${product.id}/like`) && r.ok());
  await setPressed(page, /^(Like|Unlike)$/, true);
  await liked;
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unlike' }).first()).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'Liked Items' })).toBeVisible();
  await expect(page.getByTestId('liked-grid').getByRole('heading', { name: product.title })).toBeVisible();
  await expect(page.getByTestId('liked-grid').getByText(/^Liked today$/).first()).toBeVisible();
  await snap(page, testInfo, 'catalog-10-liked-items');

  // Message Shop sends a real inquiry, after the form's own checks.
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Message Shop' }).click();
  const form = page.getByRole('dialog', { name: 'Message Shop' });
  await form.getByLabel('Message').fill('');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Message is required')).toBeVisible();
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Message').fill('Hello! Is this still available, and can you deliver to Mbabane?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter a valid email')).toBeVisible();
  await form.getByLabel('Email').fill('');
  await snap(page, testInfo, 'catalog-11-inquiry');
  const sent = page.waitForResponse((r) => r.url().endsWith(`/api/products/${product.id}/inquiry`));
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText(/^Message sent to /)).toBeVisible();
  await expect(form).toBeHidden();

  // Follow the shop from its page; the state survives a reload.
  const shops = [...new Map(products.map((p) => [p.shopId, p])).values()];
  const shop = shops[slot(testInfo)]!;
  await page.goto(`/shops/${shop.shopId}`);
  await expect(page.getByRole('heading', { level: 1, name: shop.shop.name })).toBeVisible();
  const follow = page.getByRole('button', { name: /^(Follow|Following)$/ });
  await expect(follow).toBeEnabled(); // enabled once this buyer's follow state is known
  if ((await follow.getAttribute('aria-pressed')) === 'true') {
    await follow.click();
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  }
  const followed = page.waitForResponse((r) => r.url().endsWith(`/api/shops/${shop.shopId}/follow`) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  expect((await followed).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await snap(page, testInfo, 'catalog-12-following');
});

test('browse sorts by price and search forgives a typo', async ({ page }, testInfo) => {
  await signInAsBuyer(page);
  await page.getByLabel('Sort by').selectOption('price-low');
  await expect(page).toHaveURL(/sort=price-low/);
  const prices = page.getByTestId('product-grid').getByTestId('product-price');
  await expect(prices.first()).toBeVisible();
  const amounts = (await prices.allTextContents())
    .filter((text) => text !== 'Contact for price')
    .map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(amounts.length).toBeGreaterThan(3);
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  await snap(page, testInfo, 'catalog-13-sorted');

  await page.getByRole('searchbox', { name: 'Search products' }).fill('samsng');
  await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=samsng/);
  await expect(page.getByRole('heading', { name: 'Results for “samsng”' })).toBeVisible();
  await expect(page.getByTestId('product-grid').getByRole('heading', { name: /Samsung/ }).first()).toBeVisible();
  await snap(page, testInfo, 'catalog-14-search-typo');

  // The state is in the URL: a reload shows the same search.
  await page.reload();
  await expect(page.getByTestId('product-grid').getByRole('heading', { name: /Samsung/ }).first()).toBeVisible();
});

test('a product page asks for similar listings only when the reader scrolls down to them', async ({ page, request }, testInfo) => {
  const products = await listProducts(request, 'sort=popular&limit=20');
  const product = products[slot(testInfo) + 2]!;
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes(`/api/products/${product.id}/similar`) && asked.push(r.url()));
  await page.goto(`/products/${product.id}`);
  await expect(page.getByTestId('detail-price')).toBeVisible();
  // On a phone the list is below the fold: nothing asked while the page loads.
  if (testInfo.project.name === 'mobile') {
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  }
  await page.mouse.wheel(0, 20_000);
  const similar = page.getByRole('region', { name: 'Similar Products' });
  await expect(similar).toBeVisible();
  await expect(similar.getByTestId('product-card').first()).toBeVisible();
  expect(asked).toHaveLength(1);
  await snap(page, testInfo, 'catalog-15-similar');
});

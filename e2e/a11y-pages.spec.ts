import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y.ts';
import { DEMO_PASSWORD, listProducts, signInThroughForm, snap } from './helpers.ts';

/**
 * Issue 24 #18: axe, colour contrast and definition lists included, on the app's main screens at
 * both sizes: zero violations.
 */

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  // Entrance animations fade in: axe reads the colours they end on.
  await page.waitForTimeout(600);
}

test('guest screens: feed, browse, a product, a shop, discover and the assistant', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const [product] = await listProducts(request, 'limit=1');
  const pages: [string, string][] = [
    ['/', 'the feed'],
    ['/browse', 'browse'],
    [`/products/${product!.id}`, 'a product page'],
    [`/shops/${product!.shopId}`, 'a shop page'],
    ['/discover', 'AI discovery'],
    ['/aichat', 'the assistant'],
  ];
  for (const [path, label] of pages) {
    await page.goto(path);
    await expect(page.locator('#main')).toBeVisible();
    if (path.startsWith('/shops/')) await expect(page.getByRole('heading', { name: 'Shop Information' })).toBeVisible();
    await settle(page);
    await snap(page, testInfo, `a11y-${label.replace(/\W+/g, '-')}`);
    await expectNoA11yViolations(page, label);
  }
});

test('signed-in screens: the seller dashboard and the account page', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await signInThroughForm(page, '76000002', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/browse$/);
  await page.goto('/shop');
  await expect(page.getByText('Active').first()).toBeVisible();
  await settle(page);
  await snap(page, testInfo, 'a11y-seller-dashboard');
  await expectNoA11yViolations(page, 'the seller dashboard');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await settle(page);
  await snap(page, testInfo, 'a11y-account');
  await expectNoA11yViolations(page, 'the account page');
});

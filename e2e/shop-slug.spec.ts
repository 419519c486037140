import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { DEMO_PASSWORD, signInThroughForm, snap } from './helpers.ts';

// Issue 24 item 9: shop pages and their API open by slug as well as by id; the seller's own link works.
const DEMO_SELLER = { national: '76000002', e164: '+26876000002' };

async function demoSellerShop(request: APIRequestContext): Promise<{ slug: string; name: string; firstTitle: string }> {
  const login = await request.post('/api/auth/login', { data: { identifier: DEMO_SELLER.e164, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const token = (await login.json()).data.accessToken as string;
  const mine = await request.get('/api/shops/me', { headers: { authorization: `Bearer ${token}` } });
  const shop = (await mine.json()).data.shop as { id: string; slug: string; name: string };
  const listed = await request.get(`/api/shops/${shop.id}/products?limit=1`);
  expect(listed.status()).toBe(200);
  const [first] = (await listed.json()).data.products as { title: string }[];
  return { slug: shop.slug, name: shop.name, firstTitle: first!.title };
}

async function expectShopPage(page: Page, shop: { slug: string; name: string; firstTitle: string }) {
  await expect(page).toHaveURL(new RegExp(`/shops/${shop.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await expect(page.getByText('Shop not found')).toHaveCount(0);
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByText(shop.firstTitle).first()).toBeVisible();
}

test('the seller opens their shop from the dashboard link (by slug) and sees it with its products', async ({ page }, testInfo) => {
  const shop = await demoSellerShop(page.request);
  await page.goto('/login');
  await signInThroughForm(page, DEMO_SELLER.national, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/browse$/);
  await page.goto('/shop');
  const link = page.getByRole('link', { name: `/shops/${shop.slug}` });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await link.click();
  await expectShopPage(page, shop);
  await snap(page, testInfo, 'shop-slug-01-seller');
  await expectNoSeriousA11yViolations(page, 'the shop page opened by slug');
});

test('a guest opens /shops/<slug> directly', async ({ page }, testInfo) => {
  const shop = await demoSellerShop(page.request);
  await page.goto(`/shops/${shop.slug}`);
  await expectShopPage(page, shop);
  await snap(page, testInfo, 'shop-slug-02-guest');
  await expectNoSeriousA11yViolations(page, 'the shop page opened by slug (guest)');
});

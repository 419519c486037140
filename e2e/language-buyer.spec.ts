import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { activeFeedItem, DEMO_PASSWORD, freshPhone, listProducts, signInThroughForm, signUpViaApi, snap } from './helpers.ts';
import { englishLeftOn, speak, type Code } from './language-walk.ts';

// Issue 29: the buyer's browsing screens (the feed, browse, a product, a shop, AI Discovery and a
// product's comments) in siSwati, isiZulu and Kiswahili, with no English of their own left.

type Screen = { name: string; open: () => Promise<void> };

/** An avatar's initials ("AP" for a commenter's name): made from data, not words. */
const isInitials = (text: string) => /^\p{Lu}{1,2}$/u.test(text);

/** The buyer's screens, each opened and waited for until it has loaded (run once per language). */
function buyerScreens(page: Page, product: { id: string; shopId: string; shop: { name: string } }): Screen[] {
  const settled = () => expect(page.getByRole('status', { name: /./ })).toHaveCount(0);
  return [
    {
      name: 'feed',
      open: async () => {
        await page.goto('/');
        await expect(activeFeedItem(page)).toBeVisible();
      },
    },
    {
      name: 'browse',
      open: async () => {
        await page.goto('/browse');
        await expect(page.getByTestId('product-card').first()).toBeVisible();
        await expect(page.getByTestId('browse-count')).toHaveText(/\d/);
      },
    },
    {
      name: 'product',
      open: async () => {
        await page.goto(`/products/${product.id}`);
        await expect(page.getByTestId('detail-price')).toBeVisible();
        // The shop card and the similar products load after the product.
        await expect(page.locator('section[aria-labelledby="shop-info-heading"] .animate-pulse')).toHaveCount(0);
        await settled();
      },
    },
    {
      name: 'shop',
      open: async () => {
        await page.goto(`/shops/${product.shopId}`);
        await expect(page.getByRole('heading', { level: 1, name: product.shop.name })).toBeVisible();
        await expect(page.getByTestId('product-card').first()).toBeVisible();
        await settled();
      },
    },
    {
      name: 'discover',
      open: async () => {
        await page.goto('/discover');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('textarea')).toBeVisible();
        await settled();
      },
    },
    {
      name: 'comments',
      open: async () => {
        await page.goto(`/products/${product.id}?comments=product:${product.id}`);
        const sheet = page.getByTestId('comments-sheet');
        await expect(sheet).toBeVisible();
        await expect(sheet.getByRole('status')).toHaveCount(0);
      },
    },
  ];
}

/** A product with comments (the sheet then shows a list, not only its empty state). */
async function commentedProduct(page: Page) {
  const products = await listProducts(page.request, 'limit=50');
  for (const product of products) {
    const reply = await page.request.get(`/api/products/${product.id}/comments?limit=1`);
    const body = (await reply.json()) as { data?: { comments?: unknown[] } };
    if (body.data?.comments?.length) return product;
  }
  return products[0]!;
}

async function walk(page: Page, codes: readonly Code[], who: string, testInfo: TestInfo, extra: Screen[] = []) {
  const product = await commentedProduct(page);
  const screens = [...buyerScreens(page, product), ...extra];
  for (const code of codes) {
    for (const screen of screens) {
      const left = (await englishLeftOn(page, code, screen.open)).filter((text) => !isInitials(text));
      expect(left, `${who}: ${screen.name} in ${code}`).toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await snap(page, testInfo, `language-buyer-${who}-${screen.name}-${code}`);
      if (screen.name === 'product') await expectNoSeriousA11yViolations(page, `the product page in ${code} (${who})`);
    }
  }
  await speak(page, 'en');
}

test.describe('the buyer browses in siSwati, isiZulu and Kiswahili, with no English left', () => {
  test.skip(({ isMobile }) => !isMobile, 'walked on a phone (390×844)');

  test('a guest: the feed, browse, a product, a shop, AI Discovery and a product’s comments', async ({ page }, testInfo) => {
    test.setTimeout(420_000);
    await walk(page, ['ss', 'zu', 'sw'], 'guest', testInfo);
  });

  test('a fresh buyer: the same screens, signed in (the composer, Follow, Chat), and Liked Items', async ({ page }, testInfo) => {
    test.setTimeout(300_000);
    const phone = freshPhone();
    await signUpViaApi(page.request, phone.e164, DEMO_PASSWORD);
    await page.goto('/login');
    await signInThroughForm(page, phone.national, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/browse$/);
    const likedItems: Screen = {
      name: 'liked-items',
      open: async () => {
        await page.goto('/favorites');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('button', { name: /./ }).filter({ hasText: /\p{L}/u }).last()).toBeVisible();
        await expect(page.getByRole('status', { name: /./ })).toHaveCount(0);
      },
    };
    await walk(page, ['ss', 'sw'], 'buyer', testInfo, [likedItems]);
  });
});

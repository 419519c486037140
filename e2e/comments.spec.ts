import { expect, test, type Page } from '@playwright/test';
import { activeFeedItem, isMobile, listProducts, signInAsBuyer, snap, stripesPng, swipe } from './helpers.ts';

const commentsButton = (page: Page) => page.locator('#main').getByRole('button', { name: /^Comments \(/ }).first();

// One buyer and one review carried from test to test: each test names one behaviour, and after a
// failure the rest are skipped.
test.describe.serial('a buyer reviews a product from the feed', () => {
  let page: Page;
  let title: string;
  const sheet = () => page.getByRole('dialog', { name: /Comments and Reviews/ });
  const mine = () => sheet().getByTestId('comment').first();

  test.beforeAll(async ({ browser }, testInfo) => {
    // browser.newContext() here takes the project's options (viewport, touch, base URL), as `page` would.
    page = await (await browser.newContext()).newPage();
    await signInAsBuyer(page);
    await page.goto('/');
    await expect(activeFeedItem(page)).toBeVisible();
    // Both projects run at once: the desktop one reviews the second product so each sees its own on top.
    if (!isMobile(testInfo)) {
      const first = await activeFeedItem(page).getAttribute('data-product-id');
      await page.keyboard.press('ArrowDown');
      await expect(activeFeedItem(page)).not.toHaveAttribute('data-product-id', first!);
    }
    title = (await activeFeedItem(page).getAttribute('aria-label'))!;
  });
  test.afterAll(async () => page?.context().close());

  test("Comments opens the sheet of the product in view, at an address of its own", async () => {
    await commentsButton(page).click();
    await expect(sheet()).toBeVisible();
    await expect(page).toHaveURL(/comments=product/);
    await expect(sheet().getByText(title)).toBeVisible();
    await expect(sheet().getByRole('status', { name: 'Loading comments' })).toHaveCount(0);
    await snap(page, test.info(), 'comments-01-sheet');
  });

  test('a 4-star review with a photo is posted, shown with its stars and photo, and the composer empties', async () => {
    const testInfo = test.info();
    const words = `Lovely quality, fast reply from the shop (${testInfo.project.name} ${Date.now()})`;
    await sheet().getByRole('radio', { name: '4 stars' }).click();
    await expect(sheet().getByRole('button', { name: 'Clear' })).toBeVisible();
    await sheet().getByRole('textbox', { name: 'Write a comment', exact: true }).fill(words);
    await sheet().getByLabel('Attach photos or videos', { exact: true }).setInputFiles({ name: 'stripes.png', mimeType: 'image/png', buffer: stripesPng() });
    await expect(sheet().getByRole('list', { name: 'Chosen attachments' }).getByRole('img')).toBeVisible();
    await snap(page, testInfo, 'comments-02-composer');

    const attached = page.waitForResponse((r) => /\/api\/comments\/[^/]+$/.test(r.url()) && r.request().method() === 'PUT');
    await sheet().getByRole('button', { name: 'Post comment' }).click();
    expect((await attached).ok()).toBe(true);
    await expect(page.getByText('Comment posted successfully')).toBeVisible();

    await expect(mine()).toContainText(words);
    await expect(mine().getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    const thumbnail = mine().getByRole('button', { name: 'Open image 1 of 1' });
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The composer is empty again and ready for the next one.
    await expect(sheet().getByRole('textbox', { name: 'Write a comment', exact: true })).toHaveValue('');
    await snap(page, testInfo, 'comments-03-posted');
  });

  test("the review's photo opens in the lightbox, with Download and Open in new tab, and Escape returns to the sheet", async () => {
    await mine().getByRole('button', { name: 'Open image 1 of 1' }).click();
    const lightbox = page.getByRole('dialog', { name: '1 / 1' });
    await expect(lightbox).toBeVisible();
    await expect.poll(() => lightbox.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(lightbox.getByRole('link', { name: 'Download' })).toHaveAttribute('href', /\/media\//);
    await expect(lightbox.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('target', '_blank');
    await snap(page, test.info(), 'comments-04-lightbox');
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(sheet()).toBeVisible();
  });

  test("Like comment shows at once, then the server's count", async () => {
    const liked = page.waitForResponse((r) => /\/api\/comments\/[^/]+\/like$/.test(r.url()));
    await mine().getByRole('button', { name: 'Like comment' }).first().click();
    await expect(mine().getByRole('button', { name: 'Unlike comment' }).first()).toHaveAttribute('aria-pressed', 'true');
    expect((await liked).ok()).toBe(true);
    await expect(mine().getByRole('button', { name: 'Unlike comment' }).first()).toContainText('1');
  });

  test('a reply is posted under the comment, and its replies fold away and back', async () => {
    await mine().getByRole('button', { name: 'Reply', exact: true }).click();
    await mine().getByRole('textbox', { name: 'Write a reply', exact: true }).fill('Thanks, delivery was quick too');
    await mine().getByRole('button', { name: 'Post reply' }).click();
    await expect(page.getByText('Reply posted successfully')).toBeVisible();
    await expect(mine().getByRole('button', { name: 'Hide 1 reply' })).toBeVisible();
    await expect(mine().getByTestId('reply')).toContainText('Thanks, delivery was quick too');
    await snap(page, test.info(), 'comments-05-reply');
    await mine().getByRole('button', { name: 'Hide 1 reply' }).click();
    await expect(mine().getByRole('button', { name: 'View 1 reply' })).toBeVisible();
    await expect(mine().getByTestId('reply')).toHaveCount(0);
  });

  test("the sheet closes by dragging its header down on a phone, by Back on a desktop, on the same product", async () => {
    if (isMobile(test.info())) await swipe(page, 0, 220, sheet().getByRole('heading', { name: /Comments and Reviews/ }));
    else await page.goBack();
    await expect(sheet()).toBeHidden();
    await expect(page).not.toHaveURL(/comments=/);
    await expect(activeFeedItem(page)).toHaveAttribute('aria-label', title);
  });
});

test('a guest reads the comments and is asked to sign in to write one', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(activeFeedItem(page)).toBeVisible();
  await commentsButton(page).click();
  const sheet = page.getByRole('dialog', { name: /Comments and Reviews/ });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Login to post comments and like posts')).toBeVisible();
  await expect(sheet.getByRole('textbox')).toHaveCount(0);
  await expect(sheet.getByRole('status', { name: 'Loading comments' })).toHaveCount(0);
  await snap(page, testInfo, 'comments-06-guest');

  await sheet.getByRole('button', { name: 'Login to Comment' }).click();
  await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeVisible();
  await expect(page.getByText('Sign in to comment and interact with other users!')).toBeVisible();
  await snap(page, testInfo, 'comments-07-guest-prompt');
});

test("a product page and a shop page open their own reviews, and Escape closes them", async ({ page, request }, testInfo) => {
  const [product] = await listProducts(request, 'limit=1');
  await page.goto(`/products/${product!.id}`);
  await page.getByRole('button', { name: /^Comments and Reviews/ }).click();
  const sheet = page.getByRole('dialog', { name: /Comments and Reviews/ });
  await expect(sheet).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`comments=product%3A${product!.id}`));
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: product!.title })).toBeVisible();

  await page.goto(`/shops/${product!.shopId}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.shop.name })).toBeVisible();
  // doc 1 §9: shop comments come 20 to a page.
  const listed = page.waitForResponse((r) => r.url().includes(`/api/shops/${product!.shopId}/comments?page=1&limit=20`));
  await page.getByRole('button', { name: /Reviews$/ }).click();
  expect((await listed).ok()).toBe(true);
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(product!.shop.name)).toBeVisible();
  await expect(sheet.getByRole('status', { name: 'Loading comments' })).toHaveCount(0);
  await snap(page, testInfo, 'comments-08-shop');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page).not.toHaveURL(/comments=/);
});

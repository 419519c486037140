import { expect, request as apiRequest, test, type Page, type TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, freshPhone, isMobile, signInThroughForm, signUpViaApi, snap, throttleUploads } from './helpers.ts';
import { productVideo } from './seller-media.ts';

/** A new account, signed in through the form: the app lands on browse. */
async function signInAsNewUser(page: Page): Promise<string> {
  const phone = freshPhone();
  await signUpViaApi(page.request, phone.e164, DEMO_PASSWORD);
  await page.goto('/login');
  await signInThroughForm(page, phone.national, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/browse$/);
  return phone.national;
}

/** doc 2 §2.14: no shop → the create prompt → the Create Shop confirmation → the dashboard. */
async function createShop(page: Page, testInfo: TestInfo): Promise<void> {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: "You don't have a shop yet" })).toBeVisible();
  await page.getByRole('button', { name: 'Create Shop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Shop' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await snap(page, testInfo, 'seller-01-create-shop');
  await dialog.getByRole('button', { name: 'Create Shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Shop/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your shop looks empty' })).toBeVisible();
}

// One seller, one shop and one listing carried from test to test (the AI's draft takes a while to
// make, so it is made once): each test names one behaviour, and after a failure the rest are skipped.
test.describe.serial("a new seller's first listing, from the drop to the delete", () => {
  let page: Page;
  let productId: string;
  const drop = () => page.getByRole('dialog', { name: 'Drop Your Product' });
  const card = () => page.getByTestId('seller-product').first();
  const visibility = () => card().getByRole('switch', { name: /^Visible to buyers/ });

  test.beforeAll(async ({ browser }) => {
    // browser.newContext() here takes the project's options (viewport, touch, base URL), as `page` would.
    page = await (await browser.newContext()).newPage();
    await signInAsNewUser(page);
  });
  test.afterAll(async () => page?.context().close());

  test('with no shop, Create Shop asks to confirm and lands on an empty dashboard that offers verification', async () => {
    await createShop(page, test.info());
    await expect(page.getByTestId('verification-banner')).toContainText('Get your shop verified');
    await snap(page, test.info(), 'seller-02-empty-dashboard');
  });

  test('the drop form refuses a missing video and a file that is not a video, in its own words', async () => {
    await page.getByRole('button', { name: 'Add your first product' }).click();
    await drop().getByRole('button', { name: 'Upload Product' }).click();
    await expect(drop().getByText('Video is required')).toBeVisible();
    await drop().locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a video') });
    await expect(drop().getByText('Please select a video file')).toBeVisible();
    // Six seconds, so the AI's work lasts long enough to watch on a busy machine too.
    const video = await productVideo(page.request, { seconds: 6 });
    await drop().locator('input[type=file]').setInputFiles(video);
    await expect(drop().getByTestId('picked-video')).toHaveText('product.mp4');
    await drop().getByLabel(/^Price/).fill('1250.50');
    await snap(page, test.info(), 'seller-03-drop-form');
  });

  test('an upload shows its progress and ends with "Your product is uploaded!"', async () => {
    const unthrottle = await throttleUploads(page, 200);
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/shops\/[^/]+\/products$/.test(r.url()));
    await drop().getByRole('button', { name: 'Upload Product' }).click();
    const bar = drop().getByRole('progressbar', { name: 'Uploading video' });
    await expect(bar).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
    await snap(page, test.info(), 'seller-04-uploading');
    await unthrottle();
    await expect(drop().getByRole('heading', { name: 'Your product is uploaded!' })).toBeVisible({ timeout: 60_000 });
    const { data: createdData } = (await (await created).json()) as { data: { product: { id: string } } };
    productId = createdData.product.id;
  });

  // One test: the AI starts the moment the upload lands, and its toast can come while the modal is still open.
  test("the AI works on the card in place: AI Working and no edit, then its draft with no reload, a toast, and the seller's price kept", async () => {
    // Waits on the AI (2 shared cores, beside the other worker's browser: up to two minutes seen).
    test.setTimeout(240_000);
    // The card, already on the dashboard behind the modal, is read now: the AI at work (no edit or
    // delete), and the header's badge. The completion toast is awaited from now on, wherever it finds the seller.
    await expect(card()).toHaveAttribute('data-state', 'processing');
    await expect(card().getByTestId('ai-overlay')).toContainText('AI Working');
    await expect(card().getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByTestId('ai-working-badge')).toBeVisible();
    const completedToast = expect(page.getByText('1 product(s) completed processing!')).toBeVisible({ timeout: 150_000 });
    await expect(drop().getByRole('button', { name: 'Add Another Product' })).toBeVisible();
    await snap(page, test.info(), 'seller-05-uploaded');
    await drop().getByRole('button', { name: 'Back to Shop' }).click();
    await snap(page, test.info(), 'seller-06-ai-working');

    // The card becomes the AI's draft in place, with no reload, and the toast counts it. The draft
    // is the seller's: visible to buyers as far as its switch goes, yet public nowhere until published.
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    await expect(card().getByTestId('ai-overlay')).toHaveCount(0, { timeout: 150_000 });
    await expect(card()).toHaveAttribute('data-state', 'review');
    await expect(visibility()).toHaveAttribute('aria-checked', 'true');
    expect(navigations).toEqual([]);
    await completedToast;
    await expect(card().getByRole('heading')).not.toHaveText('New listing');
    // The seller's own price is kept; the AI only fills in what was left out.
    await expect(card().getByTestId('seller-product-price')).toHaveText('E1,250.50');
    await expect(page.getByTestId('ai-working-badge')).toHaveCount(0);
    await expect(page.getByTestId('review-prompt')).toContainText('Your listing is ready to review');
    await snap(page, test.info(), 'seller-07-settled');
  });

  test('a draft is public nowhere: not in the feed, not in search, not at its address', async () => {
    const guest = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL });
    const draftTitle = (await card().getByRole('heading').textContent())!.trim();
    const feed = (await (await guest.get('/api/users/feed?limit=100')).json()) as { data: { products: { id: string }[] } };
    expect(feed.data.products.map((p) => p.id)).not.toContain(productId);
    const found = (await (await guest.get(`/api/products/search?q=${encodeURIComponent(draftTitle)}&limit=100`)).json()) as { data: { products: { id: string }[] } };
    expect(found.data.products.map((p) => p.id)).not.toContain(productId);
    expect((await guest.get(`/api/products/${productId}`)).status()).toBe(404);
    await guest.dispose();
  });

  test("Review and publish marks the AI's suggestions, will not publish without a condition, then publishes", async () => {
    // Other tests read the public feed: once published, the test's product stays hidden from buyers,
    // and is shown only for the moment the visibility test needs.
    await visibility().click();
    await expect(visibility()).toHaveAttribute('aria-checked', 'false');
    await expect(card()).toHaveAttribute('data-state', 'review');

    // The AI's fields marked as suggestions, the condition left for the seller.
    const reviewRead = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().endsWith(`/products/${productId}`));
    await page.getByTestId('review-prompt').getByRole('button', { name: 'Review and publish' }).click();
    const review = page.getByRole('dialog', { name: 'Review and publish' });
    const { data: drafted } = (await (await reviewRead).json()) as { data: { product: { draft: { suggested: string[] } } } };
    await expect(review.getByTestId('review-intro')).toBeVisible();
    const marked = drafted.product.draft.suggested.filter((f) => ['title', 'description', 'price', 'category'].includes(f));
    await expect(review.getByTestId('ai-suggestion')).toHaveCount(marked.length);
    await expect(review.getByLabel(/^Price/)).toHaveValue('1250.5');
    await expect(review.getByLabel('Condition')).toHaveValue('');
    const tags = review.getByRole('list', { name: 'Tags' }).getByRole('listitem');
    if ((await tags.count()) > 0) {
      const wrong = (await tags.first().textContent())!.trim();
      await review.getByRole('button', { name: `Remove tag ${wrong}` }).click();
      await expect(review.getByRole('button', { name: `Remove tag ${wrong}` })).toHaveCount(0);
    }
    await review.getByRole('button', { name: 'Publish' }).click();
    await expect(review.getByText('Not published yet')).toBeVisible();
    await expect(review.getByText('Choose the condition', { exact: true }).last()).toBeVisible();
    await snap(page, test.info(), 'seller-07b-review');
    await review.getByLabel('Condition').selectOption('used');
    // What the AI was not sure of, it left for the seller.
    if ((await review.getByLabel('Category').inputValue()) === 'uncategorized') await review.getByLabel('Category').selectOption('electronics');
    if (!(await review.getByLabel('Title', { exact: true }).inputValue()).trim()) await review.getByLabel('Title', { exact: true }).fill('Wireless headphones');
    if (!(await review.getByLabel('Description').inputValue()).trim()) await review.getByLabel('Description').fill('Over-ear, barely used, with the box.');
    await review.getByRole('button', { name: 'Publish' }).click();
    await expect(review).toHaveCount(0);
    await expect(page.getByText('Your listing is live')).toBeVisible();
    await expect(card()).toHaveAttribute('data-state', 'hidden');
    await expect(page.getByTestId('review-prompt')).toHaveCount(0);
  });

  test('Edit Product states its rules, clears an error as its field is fixed, saves, and opens again with what was saved', async () => {
    const detailRead = page.waitForResponse((r) => r.request().method() === 'GET' && /\/api\/shops\/[^/]+\/products\/[^/?]+$/.test(r.url()));
    await card().getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    const { data: detail } = (await (await detailRead).json()) as { data: { product: { draft: { priceRange: { low: number; high: number } | null } | null } } };
    const title = edit.getByLabel('Title', { exact: true });
    await title.fill('a');
    await edit.getByLabel('Description').fill('ab');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Title must be at least 2 characters')).toBeVisible();
    await expect(edit.getByText('Description must be at least 3 characters')).toBeVisible();
    await title.fill('Wireless headphones, barely used');
    await expect(edit.getByText('Title must be at least 2 characters')).toHaveCount(0);
    await edit.getByLabel('Description').fill('Over-ear, noise cancelling, with case and cable. Collect in Mbabane.');
    await expect(edit.getByLabel(/^Price/)).toHaveValue('1250.5');
    // The AI's price evidence, when it found comparable listings (the drafter needs at least 3).
    if (detail.product.draft?.priceRange) await expect(edit.getByTestId('price-suggestion')).toContainText(/Similar listings sell for E[\d,.]+ – E[\d,.]+/);
    else await expect(edit.getByTestId('price-suggestion')).toHaveCount(0);
    await edit.getByLabel(/^Price/).fill('1100');
    await edit.getByLabel('Category').selectOption('electronics');
    await snap(page, test.info(), 'seller-08-edit');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toHaveCount(0);
    await expect(card().getByRole('heading')).toHaveText('Wireless headphones, barely used');
    await expect(card().getByTestId('seller-product-price')).toHaveText('E1,100.00');
    // Opened again, the form shows what was saved (not the listing as it was before the edit).
    await card().getByRole('button', { name: /^Edit / }).click();
    await expect(edit.getByLabel(/^Price/)).toHaveValue('1100');
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue('Wireless headphones, barely used');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toHaveCount(0);
  });

  test('the visibility switch shows and hides the listing at once, and the server agrees', async () => {
    // Hidden again at the end (see the publish test).
    await visibility().click();
    await expect(visibility()).toHaveAttribute('aria-checked', 'true');
    await expect(card()).toHaveAttribute('data-state', 'active');
    await visibility().click();
    await expect(visibility()).toHaveAttribute('aria-checked', 'false');
    await expect(card()).toHaveAttribute('data-state', 'hidden');
  });

  test('a sale is recorded with its price, counted in the statistics, and undone', async () => {
    await card().getByRole('button', { name: 'Mark as sold' }).click();
    const sold = page.getByRole('dialog', { name: 'Mark as sold' });
    await sold.getByLabel(/^Sold for/).fill('1000');
    await sold.getByRole('button', { name: 'Mark as sold' }).click();
    await expect(card()).toHaveAttribute('data-state', 'sold');
    await expect(card().getByText('Sold for E1,000.00')).toBeVisible();
    await page.getByRole('button', { name: 'Statistics', exact: true }).click();
    const stats = page.getByRole('dialog', { name: 'Shop statistics' });
    await expect(stats.getByText('Sales', { exact: true }).locator('..')).toContainText('1');
    await expect(stats.getByText('Average per order').locator('..')).toContainText('E1,000.00');
    await expect(stats.getByText('Product Catalog')).toBeVisible();
    await snap(page, test.info(), 'seller-09-stats');
    await stats.getByRole('button', { name: 'Close' }).click();
    await card().getByRole('button', { name: 'Mark as available again' }).click();
    await expect(card()).toHaveAttribute('data-state', 'hidden');
  });

  test('Delete asks first, then removes the listing and the shop is empty again', async () => {
    await card().getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('dialog', { name: 'Delete product?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('seller-product')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your shop looks empty' })).toBeVisible();
  });
});

test('the seller edits the shop: the URL check, a logo, the save rules; and reads the comments panel', async ({ page }, testInfo) => {
  await signInAsNewUser(page);
  await createShop(page, testInfo);
  await page.getByRole('button', { name: 'Edit Shop' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Shop' });
  const slug = edit.getByLabel('Shop URL');
  const status = edit.locator('[id$="-slug-status"]');

  // Lowercased as typed; the rules at once; a taken URL after the check; the original accepted unchecked.
  const original = await slug.inputValue();
  await slug.fill('AB');
  await expect(slug).toHaveValue('ab');
  await expect(status).toHaveText('Shop URL must be at least 3 characters long');
  await slug.fill('mbabane-motors');
  await expect(status).toHaveText('This URL is already taken! Try another one');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Please fix the shop URL before saving!')).toBeVisible();
  const mine = `my-shop-${Date.now().toString(36)}`;
  await slug.fill(mine.toUpperCase());
  await expect(status).toHaveText('Checking availability…');
  await expect(status).toHaveText('This URL is available');
  await slug.fill(original);
  await expect(status).toHaveText('Lowercase letters, numbers and single hyphens');
  await slug.fill(mine);
  await expect(status).toHaveText('This URL is available');

  // The save rules in their words.
  await edit.getByLabel('Shop name').fill('  ');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Shop name is required!')).toBeVisible();
  await edit.getByLabel('Shop name').fill('Thandi Baskets');
  await edit.getByLabel('Description').fill('Baskets');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Shop description must be at least 10 characters long!')).toBeVisible();
  await edit.getByLabel('Description').fill('Handwoven sisal baskets from Malkerns, made to order.');

  // The logo: a wrong file is refused; a picture is saved to the shop on arrival.
  const logoInput = edit.locator('input[type=file]').nth(1);
  await logoInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(edit.getByText('Please select an image file')).toBeVisible();
  const shops = (await (await page.request.get('/api/shops?limit=20')).json()) as { data: { shops: Array<{ logo: string | null }> } };
  const photo = await page.request.get(shops.data.shops.find((s) => s.logo)!.logo!);
  await logoInput.setInputFiles({ name: 'logo.webp', mimeType: 'image/webp', buffer: Buffer.from(await photo.body()) });
  // The server resizes the picture before it answers: seconds on two busy cores.
  await expect(edit.getByRole('img', { name: 'Shop logo preview' })).toHaveAttribute('src', /\/media\//, { timeout: 60_000 });
  await snap(page, testInfo, 'seller-10-edit-shop');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Thandi Baskets' })).toBeVisible();
  await expect(page.getByRole('link', { name: `/shops/${mine}` })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Thandi Baskets logo' })).toBeVisible();

  // The comments panel: toggled, empty, then a comment posted and listed.
  await page.getByRole('button', { name: 'Show comments' }).click();
  const panel = page.getByTestId('comments-panel');
  await expect(panel.getByRole('heading', { name: 'No comments yet' })).toBeVisible();
  await panel.getByRole('textbox').fill('Welcome to the shop! Orders open on Monday.');
  await panel.getByRole('button', { name: /Post|Send/ }).click();
  await expect(panel.getByTestId('comment').getByText('Welcome to the shop! Orders open on Monday.')).toBeVisible();
  await snap(page, testInfo, 'seller-11-comments');
  await page.getByRole('button', { name: 'Hide comments' }).click();
  await expect(panel).toHaveCount(0);

  // Cached 30 s: leaving and coming back shows the shop without asking for it again.
  let shopReads = 0;
  page.on('request', (request) => request.url().endsWith('/api/shops/me') && shopReads++);
  const nav = isMobile(testInfo) ? page.getByRole('navigation', { name: 'Primary' }) : page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: isMobile(testInfo) ? 'Discover' : 'AI Discovery' }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await nav.getByRole('link', { name: isMobile(testInfo) ? 'Shop' : 'Sell Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thandi Baskets' })).toBeVisible();
  expect(shopReads).toBe(0);
});

test('become seller: a guest is asked to sign in; a signed-in user is led through Create Shop into the shop', async ({ page }, testInfo) => {
  await page.goto('/become-seller');
  await page.getByRole('button', { name: 'Sign in to start selling' }).click();
  await expect(page.getByRole('dialog')).toContainText(/login|sign in/i);
  await snap(page, testInfo, 'seller-12-become-seller-guest');

  await signInAsNewUser(page);
  await page.goto('/become-seller');
  await page.getByRole('button', { name: 'Start Selling' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Shop' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/become-seller$/);
  await page.getByRole('button', { name: 'Start Selling' }).click();
  await dialog.getByRole('button', { name: 'Create Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { name: 'Your shop looks empty' })).toBeVisible();
  await page.goto('/become-seller');
  await page.getByRole('button', { name: 'Go to your shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

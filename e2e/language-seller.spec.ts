import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { DEMO_DEALER_NATIONAL, DEMO_PASSWORD, newSeller, signInThroughForm, snap } from './helpers.ts';
import { englishLeftOn, speak, type Code } from './language-walk.ts';
import { productVideo } from './seller-media.ts';

// Issue 29: the selling screens — the seller dashboard, the add-listing flow, the seller's listings
// and the AI's draft, the dealer dashboard — leave nothing in English in siSwati and Kiswahili.
// The waits below name no words: they hold in every language.

const WALKED: Code[] = ['ss', 'sw'];
const SNAPPED: Code[] = ['ss', 'zu', 'sw'];

/**
 * Not words: the shop's address is a path and the picked video its file's own name and size, the
 * same in every language.
 */
const NOT_WORDS = new Set(['/shops/', 'product.mp4']);
const FILE_SIZE = /^[\d.,]+ [KM]B$/;
const englishLeft = async (page: Page, code: Code, open: () => Promise<void>) =>
  (await englishLeftOn(page, code, open)).filter((text) => !NOT_WORDS.has(text) && !FILE_SIZE.test(text));

test.describe.serial('selling speaks siSwati, isiZulu and Kiswahili', () => {
  test.skip(({ isMobile }) => !isMobile, 'walked on a phone (390×844)');

  let page: Page;
  let video: string;
  const products = () => page.locator('section[aria-labelledby="seller-products-heading"]');
  const card = () => page.getByTestId('seller-product').first();
  const dialog = () => page.getByRole('dialog');

  /** The dashboard, loaded: the products (or the empty prompt) and the statistics. */
  const dashboard = async () => {
    await page.goto('/shop');
    await expect(page.getByTestId('verification-banner')).toBeVisible();
    await expect(products().getByRole('button').first()).toBeVisible();
    await expect(page.locator('section[aria-labelledby="shop-stats-heading"] [role="status"]')).toHaveCount(0);
  };
  /** The add-listing form with a video picked. */
  const addForm = async () => {
    await dashboard();
    await products().getByRole('button').first().click();
    await expect(dialog().locator('form')).toBeVisible();
    await dialog().locator('input[type=file]').setInputFiles(video);
    await expect(dialog().getByTestId('picked-video')).toHaveText('product.mp4');
  };
  /** The dashboard with the AI's draft waiting for review. */
  const listings = async () => {
    await dashboard();
    await expect(card()).toHaveAttribute('data-state', 'review');
    await expect(page.getByTestId('review-prompt')).toBeVisible();
  };
  /** The AI's draft, opened for review: the draft form, its suggestions marked. */
  const draftForm = async () => {
    await listings();
    await page.getByTestId('review-prompt').getByRole('button').click();
    await expect(dialog().getByTestId('review-intro')).toBeVisible();
    // The fields the AI filled carry "AI suggestion" (how many depends on the draft).
    await expect(dialog().locator('button[type=submit]')).toBeVisible();
  };

  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    await newSeller(page);
    video = await productVideo(page.request, { seconds: 4 });
  });
  test.afterAll(async () => page?.context().close());

  test('the new seller dashboard', async () => {
    for (const code of WALKED) expect(await englishLeft(page, code, dashboard), code).toEqual([]);
    for (const code of SNAPPED) {
      await speak(page, code);
      await dashboard();
      await snap(page, test.info(), `language-selling-dashboard-${code}`);
      await expectNoSeriousA11yViolations(page, `the seller dashboard in ${code}`);
    }
  });

  test('the add-listing form, a video picked', async () => {
    for (const code of WALKED) expect(await englishLeft(page, code, addForm), code).toEqual([]);
    for (const code of SNAPPED) {
      await speak(page, code);
      await addForm();
      await snap(page, test.info(), `language-selling-add-form-${code}`);
    }
  });

  test('the upload, then the AI at work on the card, in siSwati', async () => {
    test.setTimeout(180_000);
    await speak(page, 'ss');
    await addForm();
    await dialog().locator('button[type=submit]').click();
    await expect(dialog().getByRole('heading', { name: 'Umkhicito wakho ulayishiwe!' })).toBeVisible({ timeout: 60_000 });
    await snap(page, test.info(), 'language-selling-uploaded-ss');
    await dialog().getByRole('button', { name: 'Buyela esitolo' }).click();
    // The AI's work may be over already on a quick machine: the card is snapped at work if it still is.
    await expect(card()).toHaveAttribute('data-state', /processing|review/);
    if ((await card().getAttribute('data-state')) === 'processing') await snap(page, test.info(), 'language-selling-ai-working-ss');
    await expect(card()).toHaveAttribute('data-state', 'review', { timeout: 120_000 });
    await speak(page, 'en');
  });

  test("the seller's listings, the draft waiting for review", async () => {
    for (const code of WALKED) expect(await englishLeft(page, code, listings), code).toEqual([]);
    for (const code of SNAPPED) {
      await speak(page, code);
      await listings();
      await snap(page, test.info(), `language-selling-listings-${code}`);
    }
  });

  test("the AI's draft form, its suggestions marked", async () => {
    for (const code of WALKED) expect(await englishLeft(page, code, draftForm), code).toEqual([]);
    for (const code of SNAPPED) {
      await speak(page, code);
      await draftForm();
      await snap(page, test.info(), `language-selling-draft-form-${code}`);
      if (code === 'ss') await expectNoSeriousA11yViolations(page, 'the draft form in siSwati');
    }
    await speak(page, 'en');
  });
});

test('the demo dealer\'s dashboard in siSwati and Kiswahili (the account has no language of its own)', async ({ page, isMobile }, testInfo) => {
  test.skip(!isMobile, 'walked on a phone (390×844)');
  await page.goto('/login');
  await signInThroughForm(page, DEMO_DEALER_NATIONAL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dealer$/);
  const dealer = async () => {
    await page.goto('/dealer');
    await expect(page.getByTestId('vehicle-row').first()).toBeVisible();
    // The figures the rows wait for (likes, saves, inquiries) have arrived.
    await expect(page.locator('dl dd', { hasText: '…' })).toHaveCount(0);
  };
  // The demo dealer has chosen no language: the device's choice speaks (else the account's would).
  await speak(page, 'ss');
  await dealer();
  await expect(page.getByRole('heading', { level: 1, name: 'Lideshibhodi lemtsengisi wetimoto' })).toBeVisible();

  for (const code of WALKED) expect(await englishLeft(page, code, dealer), code).toEqual([]);
  for (const code of SNAPPED) {
    await speak(page, code);
    await dealer();
    await snap(page, testInfo, `language-selling-dealer-${code}`);
    if (code === 'sw') await expectNoSeriousA11yViolations(page, 'the dealer dashboard in Kiswahili');
  }
  await speak(page, 'en');
});

import { expect, test } from '@playwright/test';
import { DEMO_DEALER_NATIONAL, DEMO_PASSWORD, isMobile, signInThroughForm, snap } from './helpers.ts';
import { productVideo } from './seller-media.ts';

test('the demo dealer signs in and lands on the dealer dashboard', async ({ page }, testInfo) => {
  // The account menu's code is held back until the menu has been tapped: a tap on its stand-in must not be lost.
  let releaseMenuCode!: () => void;
  const menuCodeHeld = new Promise<void>((resolve) => (releaseMenuCode = resolve));
  await page.route(/\/assets\/user-menu-[\w-]+\.js$/, async (route) => {
    await menuCodeHeld;
    await route.continue();
  });

  // doc 1 §2.2: the dealer view without an authenticated dealer opens login, saying why.
  await page.goto('/dealer');
  await expect(page).toHaveURL(/\/login\?reason=dealer$/);

  await signInThroughForm(page, DEMO_DEALER_NATIONAL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dealer$/);
  await expect(page.getByRole('heading', { name: 'Dealer Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back, Musa Motsa')).toBeVisible();
  // The demo dealer's stock (Mbabane Motors): vehicles with make, model, year and mileage, and totals.
  await expect(page.getByText('Welcome back, Musa Motsa · Mbabane Motors')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No vehicles listed yet' })).toHaveCount(0);
  await expect(page.getByTestId('vehicle-row').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Vehicles' })).toContainText(/\d{4} (Toyota|Volkswagen|Nissan|Ford|Hyundai)/);
  await expect(page.getByRole('list', { name: 'Vehicles' })).toContainText(/\d{1,3}(,\d{3})* km/);
  await expect(page.getByLabel('Totals')).toContainText('In stock');
  await snap(page, testInfo, '01-dealer-dashboard');

  if (isMobile(testInfo)) {
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await snap(page, testInfo, '02-dealer-account');
    return;
  }

  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  releaseMenuCode();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Musa Motsa');
  await expect(menu).toContainText('Dealer Account');
  await expect(menu.getByRole('menuitem')).toHaveText(['Dealer Dashboard', 'Liked Items', 'Account Settings', 'Sign Out']);
  await snap(page, testInfo, '02-dealer-menu');

  await menu.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/dealer$/);
});

test('the dealer adds a vehicle by video, confirms its make and model, and filters the inventory', async ({ page }, testInfo) => {
  test.setTimeout(360_000);
  await page.goto('/login');
  await signInThroughForm(page, DEMO_DEALER_NATIONAL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dealer$/);
  await expect(page.getByTestId('vehicle-row').first()).toBeVisible();

  // Filters: search, make and status over the demo stock.
  const vehicles = page.getByRole('list', { name: 'Vehicles' });
  await page.getByRole('searchbox', { name: 'Search vehicles' }).fill('hilux');
  await expect(page.getByTestId('vehicle-row')).not.toHaveCount(0);
  for (const name of await page.getByTestId('vehicle-row').getByRole('heading').allTextContents()) expect(name).toMatch(/Hilux/);
  await page.getByRole('searchbox', { name: 'Search vehicles' }).fill('');
  await page.getByRole('combobox', { name: 'Make' }).selectOption('Toyota');
  for (const name of await page.getByTestId('vehicle-row').getByRole('heading').allTextContents()) expect(name).toMatch(/Toyota/);
  await page.getByRole('combobox', { name: 'Make' }).selectOption('');
  await page.getByRole('radio', { name: /^Sold/ }).click();
  await expect(vehicles.getByTestId('vehicle-row').first()).toHaveAttribute('data-state', 'sold');
  await page.getByRole('radio', { name: /^All/ }).click();
  await snap(page, testInfo, '03-dealer-filters');

  // A video-first Add vehicle: the same upload and processing as a shop's products.
  const mileage = isMobile(testInfo) ? 54321 : 65432;
  await page.getByRole('button', { name: 'Add vehicle' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add a vehicle' });
  await add.locator('input[type=file]').setInputFiles(await productVideo(page.request, { query: 'category=vehicles' }));
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/shops\/[^/]+\/products$/.test(r.url()));
  await add.getByRole('button', { name: 'Upload Vehicle' }).click();
  const { data } = (await (await created).json()) as { data: { product: { id: string } } };
  await expect(add.getByRole('heading', { name: 'Your vehicle is uploaded!' })).toBeVisible({ timeout: 60_000 });
  await add.getByRole('button', { name: 'Back to Inventory' }).click();
  const row = page.locator(`[data-testid="vehicle-row"][data-id="${data.product.id}"]`);
  await page.getByRole('radio', { name: /^Processing/ }).click();
  await expect(row.getByTestId('ai-overlay')).toContainText('AI Working');
  // Kept from buyers while the test runs (other tests read the public feed).
  await row.getByRole('switch', { name: /^Visible to buyers/ }).click();
  await expect(row.getByRole('switch', { name: /^Visible to buyers/ })).toHaveAttribute('aria-checked', 'false');
  await snap(page, testInfo, '04-dealer-processing');
  await page.getByRole('radio', { name: /^All/ }).click();

  // After the AI: the dealer confirms make, model, year and mileage (into the vehicle's attributes).
  await expect(row.getByTestId('ai-overlay')).toHaveCount(0, { timeout: 90_000 });
  // The AI's draft waits for the dealer: public nowhere until published.
  await expect(row).toHaveAttribute('data-state', 'review');
  await expect(page.getByTestId('confirm-details-prompt')).toBeVisible();
  await snap(page, testInfo, '05-dealer-drafted');
  await row.getByRole('button', { name: 'Confirm details' }).click();
  const details = page.getByRole('dialog', { name: 'Confirm vehicle details' });
  await details.getByLabel('Make').fill('');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(details.getByText('Make is required')).toBeVisible();
  await details.getByLabel('Make').fill('Isuzu');
  await expect(details.getByText('Make is required')).toHaveCount(0);
  await details.getByLabel('Model').fill('D-Max');
  await details.getByLabel('Year').fill('2021');
  await details.getByLabel('Mileage (km)').fill(String(mileage));
  await details.getByLabel('Title', { exact: true }).fill('Isuzu D-Max 250 double cab');
  await details.getByLabel('Description').fill('One owner, full service history, tow bar fitted.');
  await details.getByLabel(/^Price/).fill('412500');
  await snap(page, testInfo, '06-dealer-confirm-details');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(details).toHaveCount(0);
  await expect(row.getByRole('heading')).toHaveText('2021 Isuzu D-Max');
  await expect(row).toContainText(`${mileage.toLocaleString('en-US')} km`);
  await expect(row).toContainText('E412,500.00');
  await snap(page, testInfo, '07-dealer-saved');

  // Saved, still a draft: published once the condition is chosen (it stays hidden from buyers, see above).
  await expect(row).toHaveAttribute('data-state', 'review');
  await row.getByRole('button', { name: 'Review and publish' }).click();
  const review = page.getByRole('dialog', { name: 'Edit vehicle' });
  await expect(review.getByLabel('Condition')).toHaveValue('');
  await review.getByLabel('Condition').selectOption('used');
  await review.getByRole('button', { name: 'Publish' }).click();
  await expect(review).toHaveCount(0);
  await expect(row).toHaveAttribute('data-state', 'hidden');

  // Clean up: the vehicle goes, asked first.
  await row.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog', { name: 'Delete vehicle?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

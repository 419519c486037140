import { expect, test } from '@playwright/test';
import { DEMO_DEALER_NATIONAL, DEMO_PASSWORD, isMobile, signInThroughForm, snap } from './helpers.ts';

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
  await expect(page.getByRole('heading', { name: 'No vehicles listed yet' })).toBeVisible();
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

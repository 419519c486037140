import { expect, test } from '@playwright/test';
import { expectSignedIn, expectSignedOut, freshPhone, isMobile, readCode, snap } from './helpers.ts';

test('a guest signs up with a phone code, stays signed in after a reload, and signs out', async ({ page, request }, testInfo) => {
  const phone = freshPhone();
  const password = 'sokoni-pass-123';

  await page.goto('/');
  await expect(page.locator('[data-testid=feed-item][data-active=true]')).toBeVisible();
  if (isMobile(testInfo)) {
    const bar = page.getByRole('navigation', { name: 'Primary' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveText(['Browse', 'Discover', 'Shop', 'Account']);
  } else {
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
  await snap(page, testInfo, '01-feed-guest');

  // doc 1 §1: signed-out visitors see the landing hero above the product grid.
  await page.goto('/browse');
  await expect(page.getByRole('heading', { name: /Buy\. Sell\. Easy\./ })).toBeVisible();

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Back to the app' })).toBeVisible();
  await snap(page, testInfo, '02-login');

  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  // The e2e server's codes go to the development outbox, and the hint says so (issue 24 #15).
  await expect(page.getByText('your verification code is kept in its development outbox')).toBeVisible();
  await expect(page.getByRole('button', { name: /Country code: Eswatini \+268/ })).toBeVisible();
  await page.getByLabel('Phone number').fill(phone.national);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(`${password}-typo`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await snap(page, testInfo, '03-signup-filled');

  const requestedAt = Date.now() - 1000;
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Verification code sent to your phone')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  const code = await readCode(request, phone.e164, 'signup', requestedAt);
  // The code field keeps digits only.
  await page.getByLabel('Verification code').fill(`${code.slice(0, 3)}ab`);
  await expect(page.getByLabel('Verification code')).toHaveValue(code.slice(0, 3));
  await page.getByLabel('Verification code').fill(code);
  await snap(page, testInfo, '04-signup-code');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page.getByText('Account created successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(page.getByRole('heading', { name: 'Browse Products' })).toBeVisible();
  await expectSignedIn(page, testInfo);
  await snap(page, testInfo, '05-signed-in');

  await page.reload();
  await expectSignedIn(page, testInfo);

  if (isMobile(testInfo)) {
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
    await expect(page.getByText('Phone verified')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Account Verification' })).toHaveAttribute('aria-valuenow', '50');
    await snap(page, testInfo, '06-account');
    await page.getByRole('button', { name: 'Sign Out' }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toContainText('Customer Account');
    await expect(page.getByRole('menu')).toContainText(phone.national.slice(-4));
    await snap(page, testInfo, '06-user-menu');
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  }

  // doc 1 §2.2: auth:logout shows the login page over browse.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Back to the app' }).click();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(page.getByRole('heading', { name: 'Browse Products' })).toBeVisible();
  await expectSignedOut(page);
  await page.reload();
  await expectSignedOut(page);
  await expect(page.getByRole('heading', { name: /Buy\. Sell\. Easy\./ })).toBeVisible();
  await snap(page, testInfo, '07-signed-out');
});

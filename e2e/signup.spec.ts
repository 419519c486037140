import { expect, test, type Page } from '@playwright/test';
import { expectSignedIn, expectSignedOut, freshPhone, isMobile, readCode, snap } from './helpers.ts';

// One guest who becomes a customer and leaves again, carried from test to test: each test names
// one behaviour, and after a failure the rest are skipped.
test.describe.serial('a guest signs up with a phone code and signs out', () => {
  let page: Page;
  let phone: ReturnType<typeof freshPhone>;
  const password = 'sokoni-pass-123';

  test.beforeAll(async ({ browser }) => {
    // browser.newContext() here takes the project's options (viewport, touch, base URL), as `page` would.
    page = await (await browser.newContext()).newPage();
    phone = freshPhone();
  });
  test.afterAll(async () => page?.context().close());

  test("a guest's feed has the screen's navigation: the tab bar on a phone, the main menu on a desktop", async () => {
    const testInfo = test.info();
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
  });

  // doc 1 §1: signed-out visitors see the landing hero above the product grid.
  test("a guest's Browse opens with the landing hero, and Sign In leads to the login page", async () => {
    await page.goto('/browse');
    await expect(page.getByRole('heading', { name: /Buy\. Sell\. Easy\./ })).toBeVisible();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Back to the app' })).toBeVisible();
    await snap(page, test.info(), '02-login');
  });

  test('Sign up says where the code goes, and refuses a confirmation that does not match the password', async () => {
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
    await snap(page, test.info(), '03-signup-filled');
  });

  test('Create Account sends a code, the code field keeps digits only, and Verify signs in on Browse', async ({ request }) => {
    const testInfo = test.info();
    const requestedAt = Date.now() - 1000;
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Verification code sent to your phone')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    const code = await readCode(request, phone.e164, 'signup', requestedAt);
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
  });

  test('the new customer stays signed in after a reload', async () => {
    await page.reload();
    await expectSignedIn(page, test.info());
  });

  test('the account shows the new customer: the Account tab on a phone (phone verified, 50 %), the account menu on a desktop', async () => {
    const testInfo = test.info();
    if (isMobile(testInfo)) {
      await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Account' }).click();
      await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
      await expect(page.getByText('Phone verified')).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Account Verification' })).toHaveAttribute('aria-valuenow', '50');
      await snap(page, testInfo, '06-account');
    } else {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menu')).toContainText('Customer Account');
      await expect(page.getByRole('menu')).toContainText(phone.national.slice(-4));
      await snap(page, testInfo, '06-user-menu');
    }
  });

  // doc 1 §2.2: auth:logout shows the login page over browse.
  test('Sign Out shows the login page, and the app stays signed out after a reload', async () => {
    if (isMobile(test.info())) await page.getByRole('button', { name: 'Sign Out' }).click();
    else await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Back to the app' }).click();
    await expect(page).toHaveURL(/\/browse$/);
    await expect(page.getByRole('heading', { name: 'Browse Products' })).toBeVisible();
    await expectSignedOut(page);
    await page.reload();
    await expectSignedOut(page);
    await expect(page.getByRole('heading', { name: /Buy\. Sell\. Easy\./ })).toBeVisible();
    await snap(page, test.info(), '07-signed-out');
  });
});

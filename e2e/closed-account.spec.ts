import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { freshPhone, signInThroughForm, signUpViaApi, snap } from './helpers.ts';

const PASSWORD = 'closed-account-1';

test('signing in to a deleted account says it was closed (with the right password only), and so does Forgot password', async ({ page, request }, testInfo) => {
  const phone = freshPhone();
  await signUpViaApi(request, phone.e164, PASSWORD);
  const login = await request.post('/api/auth/login', { data: { identifier: phone.e164, password: PASSWORD } });
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const deleted = await request.post('/api/users/me/delete', { headers: { authorization: `Bearer ${accessToken}` }, data: { reason: 'moving away' } });
  expect(deleted.ok()).toBe(true);
  const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

  await page.goto('/login');
  await signInThroughForm(page, phone.national, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid phone number or password' })).toBeVisible();

  await signInThroughForm(page, phone.national, PASSWORD);
  const closed = page.getByRole('alert').filter({ hasText: `This account was closed on ${today}. Create a new account to use Sokoni again.` });
  await expect(closed).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await snap(page, testInfo, 'closed-account-sign-in');
  await expectNoSeriousA11yViolations(page, 'sign-in to a closed account');

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Phone number').fill(phone.national);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The account with this phone number was closed. Create a new account to use Sokoni again.' })).toBeVisible();
  await expect(page.getByText('No account found')).toHaveCount(0);
  await snap(page, testInfo, 'closed-account-forgot-password');
});

import { expect, test } from '@playwright/test';
import { expectSignedIn, freshPhone, readCode, signInThroughForm, signUpViaApi, snap } from './helpers.ts';

test('a user resets a forgotten password with a phone code and signs in with it', async ({ page, request }, testInfo) => {
  const phone = freshPhone();
  await signUpViaApi(request, phone.e164, 'first-password-1');
  const newPassword = 'second-password-2';

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Phone number').fill(phone.national);
  await snap(page, testInfo, '01-forgot-password');

  const requestedAt = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('OTP sent to your phone')).toBeVisible();
  const code = await readCode(request, phone.e164, 'password_reset', requestedAt);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page.getByText('OTP verified. Enter your new password.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await snap(page, testInfo, '02-reset-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page.getByText('Password reset successfully! You can now sign in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await snap(page, testInfo, '03-reset-done');

  await signInThroughForm(page, phone.national, 'first-password-1');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid phone number or password' })).toBeVisible();
  await signInThroughForm(page, phone.national, newPassword);
  await expect(page).toHaveURL(/\/browse$/);
  await expect(page.getByRole('heading', { name: 'Browse Products' })).toBeVisible();
  await expectSignedIn(page, testInfo);
  await snap(page, testInfo, '04-signed-in');
});

import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { newSeller, readCode, selfieVideo, snap, stripesPng, throttleUploads } from './helpers.ts';

/** A picture large enough (300 KB of noise behind a PNG signature) to still be uploading on a throttled line. */
const slowPicture = () => ({ name: 'id-large.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(300_000)]) });

test('a seller verifies from the dashboard without leaving it: phone, a stopped upload, then the ID', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const phone = await newSeller(page);
  const dashboard = page.url();
  const banner = page.getByTestId('verification-banner');
  await expect(banner).toContainText('Get your shop verified');
  await expect(banner.getByRole('progressbar', { name: 'Account Verification' })).toHaveAttribute('aria-valuenow', '50');
  await snap(page, testInfo, 'seller-verify-01-banner');

  // doc 2 §2.14, §4: 'Start verification' opens the modal right here (the address stays the dashboard's).
  await banner.getByRole('button', { name: 'Start verification' }).click();
  const overview = page.getByRole('dialog', { name: 'Get Verified' });
  await expect(overview.getByRole('region', { name: 'Phone number' })).toBeVisible();
  await expect(page).toHaveURL(dashboard);
  await expectNoSeriousA11yViolations(page, 'the verification modal over the dashboard');

  // The phone: a code, then 'Phone verified successfully!', closed 1.5 s later, and the toast on the dashboard.
  await overview.getByRole('button', { name: 'Verify phone again' }).click();
  const phoneView = page.getByRole('dialog', { name: 'Verify Your Phone' });
  const since = Date.now() - 1000;
  await phoneView.getByRole('button', { name: 'Send Code' }).click();
  await expect(phoneView.getByText('Verification code sent to your phone!')).toBeVisible();
  await phoneView.getByLabel('Verification code').fill(await readCode(page.request, phone.e164, 'phone_verification', since));
  await phoneView.getByRole('button', { name: 'Verify Phone' }).click();
  await expect(phoneView.getByText('Phone verified successfully!')).toBeVisible();
  await expect(phoneView).toBeHidden({ timeout: 5_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Phone verified successfully!' })).toBeVisible();
  await expect(page).toHaveURL(dashboard);

  // The ID on a slow line: Escape mid-upload asks; keeping it goes on; stopping aborts, says so, submits nothing.
  await banner.getByRole('button', { name: 'Start verification' }).click();
  await page.getByRole('dialog', { name: 'Get Verified' }).getByRole('button', { name: 'Verify ID' }).click();
  let idView = page.getByRole('dialog', { name: 'Verify Your ID' });
  await idView.getByLabel('ID document').setInputFiles(slowPicture());
  await idView.getByLabel('Verification video').setInputFiles(selfieVideo());
  const unthrottle = await throttleUploads(page, 8);
  const submissions: string[] = [];
  page.on('request', (request) => request.url().endsWith('/api/user-verification') && request.method() === 'POST' && submissions.push(request.url()));
  await idView.getByRole('button', { name: 'Submit for Verification' }).click();
  await expect(idView.getByText('Uploading your ID document...')).toBeVisible();
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Stop uploading?' });
  await expect(ask).toContainText('nothing is sent for review');
  await snap(page, testInfo, 'seller-verify-02-stop-upload');
  await ask.getByRole('button', { name: 'Keep uploading' }).click();
  await expect(ask).toBeHidden();
  await expect(idView.getByText('Uploading your ID document...')).toBeVisible();
  await page.keyboard.press('Escape');
  const aborted = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/media/upload'));
  await page.getByRole('dialog', { name: 'Stop uploading?' }).getByRole('button', { name: 'Stop upload' }).click();
  await aborted;
  await expect(page.getByRole('status').filter({ hasText: 'Upload stopped. Nothing was submitted' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await unthrottle();
  await expect(banner).toContainText('Get your shop verified');
  expect(submissions, 'a stopped upload submits nothing').toEqual([]);

  // Then the real thing: 0 → 100, closed 2 s later; the banner turns to 'Under Review' and a toast says what happens next.
  await banner.getByRole('button', { name: 'Start verification' }).click();
  await page.getByRole('dialog', { name: 'Get Verified' }).getByRole('button', { name: 'Verify ID' }).click();
  idView = page.getByRole('dialog', { name: 'Verify Your ID' });
  await idView.getByLabel('ID document').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: stripesPng(320) });
  await idView.getByLabel('Verification video').setInputFiles(selfieVideo());
  await idView.getByRole('button', { name: 'Submit for Verification' }).click();
  await expect(idView.getByText("ID verification submitted successfully! We'll review your submission and notify you of the result.")).toBeVisible({ timeout: 60_000 });
  await expect(idView).toBeHidden({ timeout: 5_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Your ID and video are submitted' })).toBeVisible();
  await expect(banner).toContainText('Verification Under Review');
  await expect(banner).toContainText('24-48 hours');
  await expect(page).toHaveURL(dashboard);
  expect(submissions).toHaveLength(1);
  await snap(page, testInfo, 'seller-verify-03-under-review');

  // The dashboard read it from the server, not only from the modal's answer.
  await page.reload();
  await expect(page.getByTestId('verification-banner')).toContainText('Verification Under Review');
});

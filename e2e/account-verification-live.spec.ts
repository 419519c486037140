import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { DEMO_PASSWORD, freshPhone, realtimeConnected, selfieVideo, signInThroughForm, signUpViaApi, snap, stripesPng } from './helpers.ts';

const ADMIN = '+26876000000';
const REASON = 'The photo of your ID is too blurry to read';

async function adminToken(request: APIRequestContext): Promise<string> {
  const reply = await request.post('/api/auth/login', { data: { identifier: ADMIN, password: DEMO_PASSWORD } });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** From the open account page's banner: Get Verified (or Try again) → Verify ID → both files → submitted, closed 2 s later. */
async function submitId(page: Page, opener: Locator) {
  await opener.click();
  await page.getByRole('dialog', { name: 'Get Verified' }).getByRole('button', { name: 'Verify ID' }).click();
  const idView = page.getByRole('dialog', { name: 'Verify Your ID' });
  await idView.getByLabel('ID document').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: stripesPng(320) });
  await idView.getByLabel('Verification video').setInputFiles(selfieVideo());
  await idView.getByRole('button', { name: 'Submit for Verification' }).click();
  await expect(idView.getByText("ID verification submitted successfully! We'll review your submission and notify you of the result.")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 5_000 });
  await expect(page.getByRole('status', { name: 'Verification Under Review' })).toBeVisible();
}

test('the open account page shows an ID rejection live, with the reason and the attempts left, and then an approval', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const phone = freshPhone();
  await signUpViaApi(request, phone.e164, DEMO_PASSWORD);
  const userId = ((await (await request.post('/api/auth/login', { data: { identifier: phone.e164, password: DEMO_PASSWORD } })).json()) as { data: { user: { id: string } } }).data.user.id;
  await page.goto('/login');
  const connected = realtimeConnected(page);
  await signInThroughForm(page, phone.national, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/browse$/);
  await connected;
  // Within the app, so the connection stays the one just seen open.
  await page.getByRole('link', { name: 'Account', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/account$/);

  await submitId(page, page.getByRole('region', { name: 'Get Verified' }).getByRole('button', { name: 'Get Verified' }));
  const header = page.getByText('ID under review');
  await expect(header).toBeVisible();

  // The page is never reloaded from here on: a mark on the window would be gone if it were.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const admin = await adminToken(request);
  const rejected = await request.post(`/api/admin/verifications/${userId}/reject`, { headers: { authorization: `Bearer ${admin}` }, data: { reason: REASON } });
  expect(rejected.status(), await rejected.text()).toBe(200);

  const banner = page.getByRole('status', { name: 'ID verification rejected' });
  await expect(banner).toBeVisible({ timeout: 10_000 });
  await expect(banner).toContainText(`Reason: ${REASON}`);
  await expect(banner).toContainText('You have 2 attempts left');
  await expect(page.getByText('ID rejected', { exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Verification Under Review' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  await banner.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'account-verification-rejected');
  await expectNoSeriousA11yViolations(page, 'the account page with a rejected ID');

  // What to do next: Try again opens the verification, and the approval arrives live too.
  await submitId(page, banner.getByRole('button', { name: 'Try again' }));
  const approved = await request.post(`/api/admin/verifications/${userId}/approve`, { headers: { authorization: `Bearer ${admin}` }, data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  await expect(page.getByText('ID verified', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('status', { name: 'Verification Under Review' })).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'ID verification rejected' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  await snap(page, testInfo, 'account-verification-approved');
});

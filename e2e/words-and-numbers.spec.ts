import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, activeFeedItem, freshPhone, isMobile, signInThroughForm, signUpViaApi, snap } from './helpers.ts';

/** Issue 24 #15 and #18: what the screens say matches what happens, names use their room, notices cover nothing. */

async function signInAsNewUser(page: Page, name?: string): Promise<{ national: string; e164: string }> {
  const phone = freshPhone();
  await signUpViaApi(page.request, phone.e164, DEMO_PASSWORD);
  if (name) {
    const login = await page.request.post('/api/auth/login', { data: { identifier: phone.e164, password: DEMO_PASSWORD } });
    const { accessToken } = (await login.json()).data;
    const named = await page.request.put('/api/users/me', { data: { name }, headers: { authorization: `Bearer ${accessToken}` } });
    expect(named.ok(), await named.text()).toBe(true);
  }
  await page.goto('/login');
  await signInThroughForm(page, phone.national, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/browse$/);
  return phone;
}

/** The whole text is on screen: nothing cut off sideways or below. */
async function expectWhole(locator: Locator, text: string) {
  await expect(locator).toHaveText(text);
  const box = await locator.evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth, sh: el.scrollHeight, ch: el.clientHeight }));
  expect(box.sw, `${text}: ${JSON.stringify(box)}`).toBeLessThanOrEqual(box.cw);
  expect(box.sh, `${text}: ${JSON.stringify(box)}`).toBeLessThanOrEqual(box.ch);
}

test.describe('how a code arrives', () => {
  // The code-channel reply is routed in one step below: the service worker must not answer it first.
  test.use({ serviceWorkers: 'block' });

  test('sign-up and phone re-verification name the channel the server sends codes on', async ({ page }, testInfo) => {
    // The e2e server uses the development outbox (MESSENGER=outbox): no screen may promise WhatsApp or a text message.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByText('This test server sends no messages to phones: your verification code is kept in its development outbox.')).toBeVisible();
    await expect(page.getByText(/WhatsApp|text message/)).toHaveCount(0);
    await snap(page, testInfo, 'code-channel-01-signup-outbox');

    await signInAsNewUser(page);
    await page.goto('/account');
    await page.getByRole('region', { name: 'Get Verified' }).getByRole('button', { name: 'Get Verified' }).click();
    await page.getByRole('dialog', { name: 'Get Verified' }).getByRole('button', { name: 'Verify phone again' }).click();
    const phoneView = page.getByRole('dialog', { name: 'Verify Your Phone' });
    await expect(phoneView).toContainText("We will send a 6-digit code to this test server's development outbox (it sends nothing to phones) for");
    await expect(phoneView).not.toContainText(/text message|WhatsApp/);
    await phoneView.getByRole('button', { name: 'Send Code' }).click();
    await expect(phoneView.getByText('This test server sends nothing to phones: read the code in its development outbox.')).toBeVisible();
    await snap(page, testInfo, 'code-channel-02-reverify-outbox');
  });

  test('with WhatsApp or SMS configured, the screens say so', async ({ page }) => {
    let channel = 'sms';
    await page.route('**/api/auth/code-channel', (route) => route.fulfill({ json: { success: true, data: { channel } } }));
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByText('Use a mobile number that can receive text messages — your verification code is sent there by SMS.')).toBeVisible();
    channel = 'whatsapp';
    await page.reload();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByText('Use a number registered with WhatsApp — your verification code is sent there.')).toBeVisible();
  });
});

test('a long-ish name is shown whole where there is room for it', async ({ page }, testInfo) => {
  const name = 'Walk Tester Dlamini';
  await signInAsNewUser(page, name);
  await page.goto('/account');
  await expectWhole(page.getByRole('main').getByRole('heading', { level: 2, name }), name);
  if (!isMobile(testInfo)) await expectWhole(page.getByTestId('header-user-name'), name);
  await snap(page, testInfo, 'names-01-account');
  if (!isMobile(testInfo)) {
    // "Thandeka Dla…" in the 1280 px header had room to spare.
    await page.goto('/browse');
    await expectWhole(page.getByTestId('header-user-name'), name);
    await page.locator('header').first().screenshot({ path: `e2e/artifacts/screens/${testInfo.project.name}-names-02-header.png` });
  }
});

test('the offline notice covers none of the feed’s controls, which stay usable', async ({ page, context }, testInfo) => {
  await page.goto('/');
  const item = activeFeedItem(page);
  await expect(item).toBeVisible();
  await context.setOffline(true);
  const notice = page.getByTestId('offline-banner');
  await expect(notice).toBeVisible();
  // The controls move once the notice has said how much room it takes.
  await page.waitForTimeout(300);
  const price = item.getByTestId('feed-price');
  const details = item.getByRole('button', { name: 'View details' });
  const share = page.getByRole('button', { name: 'Share', exact: true }).filter({ visible: true }).first();
  const noticeBox = (await notice.boundingBox())!;
  for (const [label, control] of [['price', price], ['View details', details], ['Share', share]] as const) {
    await expect(control, label).toBeVisible();
    const box = (await control.boundingBox())!;
    const overlaps = box.x < noticeBox.x + noticeBox.width && noticeBox.x < box.x + box.width && box.y < noticeBox.y + noticeBox.height && noticeBox.y < box.y + box.height;
    expect(overlaps, `${label} ${JSON.stringify(box)} under the notice ${JSON.stringify(noticeBox)}`).toBe(false);
  }
  await snap(page, testInfo, 'offline-01-feed');
  // Still clickable: nothing on top of them takes the click.
  await details.click({ trial: true });
  await share.click({ trial: true });
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});

test('Escape closes the Filters sheet and gives the focus back to the Filters button', async ({ page }, testInfo) => {
  test.skip(!isMobile(testInfo), 'the Filters sheet is the phone’s (the desktop shows the filters beside the grid)');
  await page.goto('/browse');
  const filters = page.getByRole('button', { name: /^Filters/ });
  await filters.click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
  await expect(filters).toBeFocused();
});

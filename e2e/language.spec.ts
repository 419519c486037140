import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { DEMO_BUYER_NATIONAL, DEMO_PASSWORD, freshPhone, signInThroughForm, signUpViaApi, snap } from './helpers.ts';

// Issue 29: the picker on the sign-in screen and in Settings; the shell, sign-in and Settings speak it.
test.describe('the app speaks siSwati, isiZulu and Kiswahili beside English', () => {
  test.skip(({ isMobile }) => !isMobile, 'walked on a phone (390×844)');

  // What the server sends, not what an installed worker serves from its cache (nor the scripts it would run).
  test.describe(() => {
    test.use({ serviceWorkers: 'block' });
  test('a guest who chose siSwati gets the server’s first paint in siSwati, before any script runs; back in English, English', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the server paints the phone layout');
    await page.goto('/login');
    await page.getByRole('group', { name: 'Language' }).getByText('siSwati', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ss');
    // The server's first paint in a language after a start loads its words (a busy CI machine can
    // take seconds): this asks once, as any earlier visitor would have.
    await page.request.get('/discover');
    // The painted screen alone: the app's scripts never arrive.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/discover');
    // The whole app painted, the bars in siSwati too.
    await expect(page.locator('#root[data-painted-app] #main h1')).toHaveText('Tfola nge-AI');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ss');
    await snap(page, testInfo, 'language-00-first-paint-ss');
    await page.unroute('**/assets/*.js');
    await page.goto('/login');
    await page.getByRole('group', { name: 'Lulwimi' }).getByText('English', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const english = await (await page.request.get('/discover')).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toMatch(/<h1[^>]*>AI Discovery<\/h1>/);
  });
  });

  test('a guest picks siSwati on the sign-in screen: sign-in, navigation and Settings speak it, <html lang="ss">, and a reload keeps it', async ({ page }, testInfo) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const picker = page.getByRole('group', { name: 'Language' });
    await expect(picker.getByRole('radio')).toHaveCount(4);
    await expect(picker.getByRole('radio', { name: 'English' })).toBeChecked();

    // The radio itself is visually hidden: a person taps its name.
    await picker.getByText('siSwati', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Siyakwemukela futsi' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ss');
    await expect(page.getByLabel('Inombolo yelucingo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ngena', exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Lulwimi' }).getByRole('radio', { name: 'siSwati' })).toBeChecked();
    await snap(page, testInfo, 'language-01-sign-in-ss');
    await expectNoSeriousA11yViolations(page, 'the sign-in screen in siSwati');

    // Kept on the device: a reload opens in siSwati, and the server is asked, and answers, in siSwati.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Siyakwemukela futsi' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ss');
    await page.getByLabel('Inombolo yelucingo').fill(DEMO_BUYER_NATIONAL);
    await page.getByLabel('Liphasiwedi', { exact: true }).fill('not-the-password-1');
    const asked = page.waitForRequest((request) => request.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Ngena', exact: true }).click();
    expect((await asked).headers()['accept-language']).toBe('ss');
    await expect(page.getByText('Inombolo yelucingo noma liphasiwedi akukalungi')).toBeVisible();

    await page.getByRole('button', { name: 'Bhalisa' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vula i-akhawunti yakho' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vula i-akhawunti' })).toBeVisible();
    await snap(page, testInfo, 'language-02-sign-up-ss');

    await page.getByRole('link', { name: 'Buyela ku-app' }).click();
    const bar = page.getByRole('navigation', { name: 'Lokuyinhloko' });
    await expect(bar.getByRole('link')).toHaveText(['Buka', 'Tfola', 'Sitolo', 'I-akhawunti']);
    await expect(page.getByRole('button', { name: 'Ngena', exact: true })).toBeVisible();
    await snap(page, testInfo, 'language-03-feed-ss');

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Kuhlela' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Imisindvo' })).toBeVisible();
    await snap(page, testInfo, 'language-04-settings-ss');
    await expectNoSeriousA11yViolations(page, 'Settings in siSwati');
  });

  test('a signed-in user picks Kiswahili in Settings: the account keeps it, on a device that forgot it too', async ({ page }, testInfo) => {
    const phone = freshPhone();
    await signUpViaApi(page.request, phone.e164, DEMO_PASSWORD);
    await page.goto('/login');
    await signInThroughForm(page, phone.national, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/browse$/);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/me') && r.request().method() === 'PUT');
    await page.getByRole('group', { name: 'Language' }).getByText('Kiswahili', { exact: true }).click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Mipangilio' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('navigation', { name: 'Kuu' }).getByRole('link')).toHaveText(['Vinjari', 'Gundua', 'Duka', 'Ujumbe', 'Akaunti']);
    await snap(page, testInfo, 'language-05-settings-sw');
    await expectNoSeriousA11yViolations(page, 'Settings in Kiswahili');

    // The device forgets its own choice: the account's language still speaks.
    await page.evaluate(() => localStorage.removeItem('sokoni.language'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mipangilio' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  });
});

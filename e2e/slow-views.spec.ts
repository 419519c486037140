import { expect, test } from '@playwright/test';
import { appTakenOver } from './helpers.ts';

// On a slow line a view's code may still be downloading when the user goes on to another view:
// the next view must show, and the one after it (a single shared Suspense boundary stayed on the
// first view's download under Preact and the app showed nothing more).
for (const slow of ['login-view', 'help-view']) {
  test(`going on to other views while ${slow} still downloads`, async ({ page }) => {
    await page.route(new RegExp(`/assets/${slow}-[^/]+\\.js$`), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/browse');
    await expect(page.getByRole('heading', { name: 'Browse Products' })).toBeVisible();
    // The page comes painted: the app hears the event once it has taken the page over.
    await appTakenOver(page);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('login-required')));
    await expect(page).toHaveURL(/\/login$/);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('app-navigate', { detail: { view: 'help' } })));
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { name: 'Help and Support' })).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('app-navigate', { detail: { view: 'wallet' } })));
    await expect(page.getByRole('heading', { name: 'Wallet' })).toBeVisible();
  });
}

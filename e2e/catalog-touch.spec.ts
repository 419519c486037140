import { expect, test } from '@playwright/test';
import { activeFeedItem, snap, swipe } from './helpers.ts';

// Touch gestures only: the desktop project has no touch screen (playwright.config.ts ignores this file there).

test('pulling the first product down past 80 px reloads the feed from its first page', async ({ page }, testInfo) => {
  await page.goto('/');
  const first = activeFeedItem(page);
  await expect(first).toBeVisible();
  const firstId = await first.getAttribute('data-product-id');

  // A short pull (under 80 px of finger travel) springs back without asking the server.
  let feedRequests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users/feed') feedRequests++;
  });
  await swipe(page, 0, 60);
  await page.waitForTimeout(500);
  expect(feedRequests).toBe(0);

  const reload = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/users/feed' && url.searchParams.get('page') === '1';
  });
  await swipe(page, 0, 240);
  await reload;
  await snap(page, testInfo, 'catalog-07-pull-to-refresh');
  await expect(page.getByRole('status', { name: 'Refreshing' })).toBeHidden();
  await expect(activeFeedItem(page)).toHaveAttribute('data-product-id', firstId!);
});

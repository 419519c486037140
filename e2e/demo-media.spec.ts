import { expect, test } from '@playwright/test';
import { activeFeedItem, snap } from './helpers.ts';

// Issue 9: the demo media carried their own title, price and shop name, so the feed showed
// each twice. The fresh seed's media (seed/v2) are pictures only; the screenshot is the check
// a person makes: the title and price appear once, in the app's overlay.
test('the feed shows each demo title once, over media that carry no text', async ({ page }, testInfo) => {
  await page.goto('/');
  const item = activeFeedItem(page);
  await expect(item.getByTestId('feed-price')).toBeVisible();
  const title = (await item.getAttribute('aria-label'))!;
  await expect(item.getByText(title, { exact: true })).toHaveCount(1);
  const sources = await item.locator('video, img').evaluateAll((els) => els.map((e) => e.getAttribute('poster') ?? e.getAttribute('src') ?? e.getAttribute('srcset') ?? ''));
  expect(sources.some((s) => s.includes('/media/seed/v2/'))).toBe(true);
  await page.waitForTimeout(1200);
  await snap(page, testInfo, 'demo-media-feed');
});

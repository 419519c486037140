import { expect, test } from '@playwright/test';
import { activeFeedItem, snap } from './helpers.ts';

test('desktop keyboard shortcuts move through the feed and open help, discovery and details', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(activeFeedItem(page)).toBeVisible();
  const first = await activeFeedItem(page).getAttribute('data-product-id');

  await page.keyboard.press('ArrowDown');
  await expect(activeFeedItem(page)).not.toHaveAttribute('data-product-id', first!);
  const second = await activeFeedItem(page).getAttribute('data-product-id');
  await page.keyboard.press('j');
  await expect(activeFeedItem(page)).not.toHaveAttribute('data-product-id', second!);
  await page.keyboard.press('Home');
  await expect(activeFeedItem(page)).toHaveAttribute('data-product-id', first!);
  await page.keyboard.press('2');
  await expect(activeFeedItem(page)).toHaveAttribute('data-product-id', second!);
  await page.keyboard.press('ArrowUp');
  await expect(activeFeedItem(page)).toHaveAttribute('data-product-id', first!);

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByText('Next product')).toBeVisible();
  await snap(page, testInfo, 'catalog-20-shortcuts-help');
  // Shortcuts sleep while a modal is open.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(activeFeedItem(page)).toHaveAttribute('data-product-id', first!);

  await page.keyboard.press('l');
  await expect(page.getByRole('complementary', { name: 'Product details' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('complementary', { name: 'Product details' })).toBeHidden();

  await page.keyboard.press('/');
  const discovery = page.getByRole('dialog', { name: 'AI Discovery' });
  await expect(discovery).toBeVisible();
  await discovery.getByRole('textbox').fill('phone under E3000');
  await discovery.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/discover\?q=phone/);

  // Guests get the prompt for the like shortcut.
  await page.goto('/');
  await expect(activeFeedItem(page)).toBeVisible();
  await page.keyboard.press('Shift+L');
  await expect(page.getByRole('dialog', { name: 'Login Required' })).toContainText('Sign in to like products and save your favorites!');
});

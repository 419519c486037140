import { expect, test } from '@playwright/test';
import { appTakenOver, signInAsBuyer, snap, stripesPng } from './helpers.ts';

// Issue 13: the shopping assistant and AI Discovery as a buyer uses them, on a phone and on a desktop.

test('a chat with a follow-up, kept after a reload, and New Chat', async ({ page }, testInfo) => {
  await page.goto('/aichat');
  await expect(page.getByRole('heading', { name: 'Your Shopping Assistant' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Chat' })).toBeDisabled();

  const input = page.getByRole('textbox', { name: 'Ask the shopping assistant' });
  await input.fill('samsung phone');
  // Shift+Enter is a new line, Enter sends (doc 2 §2.1).
  await input.press('Shift+Enter');
  await expect(input).toHaveValue('samsung phone\n');
  await input.press('Enter');
  await expect(page.getByTestId('user-message').first()).toContainText('samsung phone');
  const first = page.getByTestId('assistant-message').last();
  await expect(first).toContainText(/Here (is|are) \d+ match/);
  const cards = first.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(/Samsung/i);
  await snap(page, testInfo, 'assistant-first-reply');

  // A refinement chip from the reply sends its words.
  await first.getByRole('button', { name: 'Cheaper' }).click();
  await expect(page.getByTestId('user-message')).toHaveCount(2);
  await expect(page.getByTestId('assistant-message')).toHaveCount(2);
  await expect(page.getByTestId('assistant-message').last()).toContainText(/match/);
  await snap(page, testInfo, 'assistant-follow-up');

  // The conversation is kept in the browser and comes back after a reload.
  await page.reload();
  await expect(page.getByTestId('user-message')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'New Chat' })).toBeEnabled();

  await page.getByRole('button', { name: 'New Chat' }).click();
  await expect(page.getByText('Started new chat!')).toBeVisible();
  await expect(page.getByTestId('user-message')).toHaveCount(0);
});

test('AI Discovery: matched products with their score colours, reasons and market position', async ({ page }, testInfo) => {
  await page.goto('/discover');
  const box = page.getByRole('textbox', { name: 'What are you looking for?' });
  await appTakenOver(page);
  await box.fill('bakkie');
  await box.press('Enter');
  await expect(page.getByText('AI-Matched Products')).toBeVisible();
  await expect(page.getByText(/Found \d+ perfect match/)).toBeVisible();
  const results = page.getByTestId('matched-product');
  await expect(results.first()).toBeVisible();
  await expect(results.first()).toContainText(/\d+% match/);
  // Where the price sits against similar listings (a listing without a price has no position).
  await expect(page.getByTestId('search-results')).toContainText(/Below market|Fair price|Above market/);
  // The score's band colour (doc 2 §9): a class or style naming green, blue, orange or red.
  const band = await results.first().locator('[data-band]').first().getAttribute('data-band');
  expect(['green', 'blue', 'orange', 'red']).toContain(band);
  await snap(page, testInfo, 'discover-results');
  await page.getByRole('button', { name: 'Clear results' }).click();
  await expect(page.getByText('AI-Matched Products')).toHaveCount(0);
});

test('a signed-in buyer searches with a photo and finds their conversations in Discovery', async ({ page }, testInfo) => {
  await signInAsBuyer(page);
  await page.goto('/aichat?new=1');
  await page.getByTestId('image-input').setInputFiles({ name: 'shoe.png', mimeType: 'image/png', buffer: stripesPng(240) });
  await expect(page.getByTestId('image-draft')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('user-message').last()).toContainText('What products are similar to this image?');
  // A drawing of stripes matches nothing well: either listings that look like it, or the spec's words for a picture it could not use.
  // A fresh server may still be indexing the demo catalog's pictures on two busy cores: up to the chat's own 30 s limit.
  await expect(page.getByTestId('assistant-message').last()).toContainText(/looks? like|That is the|trouble processing your image/, { timeout: 35_000 });
  await snap(page, testInfo, 'assistant-photo');

  await page.getByRole('textbox', { name: 'Ask the shopping assistant' }).fill('sofa under E8000');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('assistant-message')).toHaveCount(2);

  await page.goto('/discover');
  const list = page.getByTestId('conversation-list');
  await expect(list).toContainText('What products are similar to this image?');
  await expect(list).toContainText(/Just now|m ago/);
  await list.getByText('What products are similar to this image?').first().click();
  await expect(page).toHaveURL(/\/aichat/);
  await expect(page.getByTestId('user-message')).toHaveCount(2);
  await snap(page, testInfo, 'assistant-restored');
});

test('a guest tapping the photo button is asked to sign in, in the chat and in Discovery, and no file chooser opens', async ({ page }, testInfo) => {
  let choosers = 0;
  page.on('filechooser', () => (choosers += 1));
  const prompt = page.getByRole('dialog', { name: 'Login Required' });

  await page.goto('/aichat?new=1');
  await page.getByRole('button', { name: 'Attach an image' }).click();
  await expect(prompt).toContainText('Sign in to search with a photo.');
  await expect(prompt.getByRole('button', { name: 'Login Now' })).toBeVisible();
  await snap(page, testInfo, 'assistant-guest-photo');
  await prompt.getByRole('button', { name: 'Continue Browsing' }).click();
  await expect(prompt).toHaveCount(0);

  await page.goto('/discover');
  await page.getByRole('button', { name: 'Search with an image' }).click();
  await expect(prompt).toContainText('Sign in to search with a photo.');
  // Login Now leads to the sign-in page.
  await prompt.getByRole('button', { name: 'Login Now' }).click();
  await expect(page.getByLabel('Phone number')).toBeVisible();
  expect(choosers).toBe(0);
});

test('Discovery offline: the search says so at once, with what to do next', async ({ page, context }, testInfo) => {
  await page.goto('/discover');
  const box = page.getByRole('textbox', { name: 'What are you looking for?' });
  await expect(box).toBeVisible();
  await appTakenOver(page);
  await context.setOffline(true);
  await box.fill('bakkie');
  await box.press('Enter');
  const results = page.getByTestId('search-results');
  // At once: no skeletons waiting for a connection, no silent retries.
  await expect(results.getByText('Search failed')).toBeVisible({ timeout: 3_000 });
  await expect(results).toContainText("You're offline. Check your internet connection, then tap Try Again.");
  await snap(page, testInfo, 'discover-offline');

  await context.setOffline(false);
  await results.getByRole('button', { name: 'Try Again' }).click();
  await expect(results.getByText(/Found \d+ perfect match/)).toBeVisible();
});

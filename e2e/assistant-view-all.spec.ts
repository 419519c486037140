import { expect, test } from '@playwright/test';
import { appTakenOver } from './helpers.ts';

// doc 2 §2.1 'View All': the sheet of every product in a reply. It loads when first opened, so
// /aichat's first load carries no dialog library (issue 26).

test('View All opens every product of a reply in a sheet, and closes back to the chat', async ({ page }) => {
  await page.goto('/aichat');
  const input = page.getByRole('textbox', { name: 'Ask the shopping assistant' });
  await appTakenOver(page);
  await input.fill('samsung phone');
  await input.press('Enter');
  const reply = page.getByTestId('assistant-message').last();
  await expect(reply).toContainText(/Here (is|are) \d+ match/);

  const viewAll = reply.getByRole('button', { name: /View All/ });
  const count = Number((await viewAll.textContent())?.match(/(\d+) items?/)?.[1]);
  expect(count).toBeGreaterThan(0);
  await viewAll.click();

  const sheet = page.getByRole('dialog', { name: `All products (${count})` });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('list', { name: 'All suggested products' }).locator(':scope > li')).toHaveCount(count);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(viewAll).toBeFocused();
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { bubbles, buyerSignedIn, sellerOnLaptop, sellerProduct, shot } from './chat-helpers.ts';
import { DEMO_DEALER_NATIONAL } from './helpers.ts';

/** What a buyer's dealer conversation shows however it was opened (doc 2 §2.5). */
async function expectDealerConversation(page: Page, dealerName: string): Promise<Locator> {
  const thread = page.getByRole('region', { name: `Conversation with ${dealerName}` });
  await expect(thread.getByRole('heading', { name: dealerName })).toBeVisible();
  await expect(thread.getByText('Verified Dealer')).toBeVisible();
  await expect(thread.getByText('Customer', { exact: true })).toHaveCount(0);
  await expect(thread.getByText('Stay Safe.')).toBeVisible();
  await thread.getByRole('button', { name: 'Show phone' }).click();
  await expect(thread.getByRole('link', { name: /^\+268/ })).toBeVisible();
  return thread;
}

test('a dealer conversation looks the same from the shop page, from Messages and from a vehicle’s Chat; the dealer’s list does not take the buyer’s words for their own', async ({ page, browser, baseURL }, testInfo) => {
  const car = await sellerProduct(page.request, DEMO_DEALER_NATIONAL);
  const dealerName = car.shopName;
  const buyerName = await buyerSignedIn(page, page.request);

  // The dealer's shop page: Message opens the dealer conversation, not a shop chat.
  const detail = (await (await page.request.get(`/api/products/${car.id}`)).json()) as { data: { product: { shopId: string } } };
  await page.goto(`/shops/${detail.data.product.shopId}`);
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(/\/chat\?with=/);
  await expectDealerConversation(page, dealerName);
  await page.getByLabel('Message', { exact: true }).fill('Is this still available?');
  await page.getByLabel('Message', { exact: true }).press('Enter');
  await expect(bubbles(page, 'Is this still available?')).toHaveCount(1);

  // From Messages: the same conversation screen, the dealer by name with the badge, phone and tip.
  await page.goto('/messages');
  await page.getByRole('button', { name: new RegExp(`^${dealerName}`) }).click();
  const fromMessages = await expectDealerConversation(page, dealerName);
  await expect(bubbles(page, 'Is this still available?')).toHaveCount(1);
  await shot(page, testInfo, 'dealer-chat-from-messages');
  await expectNoSeriousA11yViolations(page, 'a dealer conversation opened from Messages');
  await expect(fromMessages).toBeVisible();

  // A vehicle's Chat button: the dealer conversation about that car.
  await page.goto(`/products/${car.id}`);
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  await expect(page).toHaveURL(/\/chat\?(?=.*\bwith=)(?=.*\bcar=)/);
  const fromCar = await expectDealerConversation(page, dealerName);
  await expect(fromCar.getByRole('button', { name: /View car/ })).toBeVisible();
  await expect(bubbles(page, 'Is this still available?')).toHaveCount(1);
  await shot(page, testInfo, 'dealer-chat-from-car');

  // The dealer's Messages list shows the buyer's message as the buyer's.
  const dealer = await sellerOnLaptop(browser, baseURL!, DEMO_DEALER_NATIONAL);
  await dealer.goto('/messages');
  const row = dealer.getByRole('button', { name: new RegExp(`^${buyerName}`) });
  await expect(row).toContainText('Is this still available?');
  await expect(row).not.toContainText('You:');
  await row.click();
  await expect(dealer.getByRole('region', { name: `Conversation with ${buyerName}` }).getByText('Customer', { exact: true })).toBeVisible();
  await shot(dealer, testInfo, 'dealer-messages-list');
  await dealer.context().close();
});

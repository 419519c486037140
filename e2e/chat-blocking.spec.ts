import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { bubbles, buyerSignedIn, sellerOnLaptop, sellerProduct, shot } from './chat-helpers.ts';

/** Sellers no other spec writes to (both projects run at once). */
const SELLERS = { mobile: '76100003', desktop: '76100005' } as const;

test('blocking says who blocked whom: the blocker reads "You blocked …" with Unblock and no composer, in the chat and in Start Conversation; the other side a neutral line; Unblock brings the composer back', async ({ page, browser, baseURL }, testInfo) => {
  const national = SELLERS[testInfo.project.name as keyof typeof SELLERS];
  const product = await sellerProduct(page.request, national);
  const buyerName = await buyerSignedIn(page, page.request);

  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  await page.getByRole('dialog', { name: 'Start Conversation' }).getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/messages\?chat=/);
  const thread = page.getByRole('region', { name: `Conversation with ${product.shopName}` });
  await expect(bubbles(page, 'Is this still available?')).toHaveCount(1);

  // The buyer blocks the shop from the header.
  await thread.getByRole('button', { name: `Block ${product.shopName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
  const notice = thread.getByRole('status').filter({ hasText: `You blocked ${product.shopName}` });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await expect(thread.getByLabel('Message', { exact: true })).toHaveCount(0);
  await expect(thread.getByText("You can't message this person")).toHaveCount(0);
  await shot(page, testInfo, 'chat-blocked-by-me');
  await expectNoSeriousA11yViolations(page, 'a chat the reader blocked');

  // The seller reads a neutral line, no composer and nothing to unblock.
  const seller = await sellerOnLaptop(browser, baseURL!, national);
  await seller.goto('/messages');
  await seller.getByRole('button', { name: new RegExp(`^${buyerName}`) }).click();
  const sellerThread = seller.getByRole('region', { name: `Conversation with ${buyerName}` });
  await expect(sellerThread.getByText("You can't reply to this conversation")).toBeVisible();
  await expect(sellerThread.getByLabel('Message', { exact: true })).toHaveCount(0);
  await expect(sellerThread.getByRole('button', { name: 'Unblock' })).toHaveCount(0);
  await expect(sellerThread.getByText(/You blocked/)).toHaveCount(0);
  await shot(seller, testInfo, 'chat-blocked-by-them');

  // Start Conversation on the same shop does not offer to send while blocked.
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Start Conversation' });
  await expect(modal.getByText(`You blocked ${product.shopName}`)).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Send message' })).toHaveCount(0);
  await expect(modal.getByLabel('Your message')).toHaveCount(0);
  await shot(page, testInfo, 'start-conversation-blocked');
  await expectNoSeriousA11yViolations(page, 'Start Conversation with a blocked shop');

  // Unblock works there: the composer comes back, and the message goes through.
  await modal.getByRole('button', { name: 'Unblock' }).click();
  await expect(modal.getByRole('button', { name: 'Send message' })).toBeVisible();
  await modal.getByLabel('Your message').fill('Sorry, wrong button. Still available?');
  await modal.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/messages\?chat=/);
  await expect(bubbles(page, 'Sorry, wrong button. Still available?')).toHaveCount(1);
  await expect(page.getByLabel('Message', { exact: true })).toBeVisible();
  await expect(bubbles(seller, 'Sorry, wrong button. Still available?')).toHaveCount(1);
  // The block is not pushed to the other side: the seller's screen shows it gone when it next loads.
  await seller.reload();
  await expect(sellerThread.getByLabel('Message', { exact: true })).toBeVisible();

  // Unblock from the chat's own line too.
  await page.getByRole('button', { name: `Block ${product.shopName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
  await page.getByRole('status').filter({ hasText: `You blocked ${product.shopName}` }).getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByLabel('Message', { exact: true })).toBeVisible();
  await seller.context().close();
});

import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { bubbles, buyerSignedIn, sellerOnLaptop, sellerProduct, shot } from './chat-helpers.ts';
import { DEMO_DEALER_NATIONAL, DEMO_PASSWORD, isMobile } from './helpers.ts';

test('Message Shop on a vehicle reaches the dealer as a conversation with the message and contact details; the dealer answers it and the buyer reads the answer in Messages', async ({ page, browser, baseURL }, testInfo) => {
  test.slow(); // two people, two browsers and a build of the conversation on a shared machine
  const car = await sellerProduct(page.request, DEMO_DEALER_NATIONAL);
  const buyerName = await buyerSignedIn(page, page.request);
  const words = `Is it still available? I can come on Saturday (${testInfo.project.name})`;

  await page.goto(`/products/${car.id}`);
  await page.getByRole('button', { name: 'Message Shop' }).click();
  const form = page.getByRole('dialog', { name: 'Message Shop' });
  await form.getByLabel('Name').fill('Thandi Dlamini');
  await form.getByLabel('Email').fill('thandi@example.com');
  await form.getByLabel('Phone').fill('7612 3456');
  await form.getByLabel('Message').fill(words);
  await shot(page, testInfo, 'inquiry-form');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(`Message sent to ${car.shopName}. Their reply will be in Messages.`)).toBeVisible();

  // The dealer signs in and finds it in Messages, as a conversation with the buyer about the car.
  const dealer = await sellerOnLaptop(browser, baseURL!, DEMO_DEALER_NATIONAL);
  await dealer.goto('/messages');
  const row = dealer.getByRole('button', { name: new RegExp(`^${buyerName}`) });
  await expect(row).toContainText(words);
  await row.click();
  const thread = dealer.getByRole('region', { name: `Conversation with ${buyerName}` });
  const first = bubbles(dealer, words);
  await expect(first).toHaveCount(1);
  await expect(first).toContainText('Name: Thandi Dlamini');
  await expect(first).toContainText('Phone: +26876123456');
  await expect(first).toContainText('Email: thandi@example.com');
  await expect(thread.getByRole('button', { name: /View car/ })).toBeVisible();
  await dealer.getByLabel('Message', { exact: true }).fill('Yes, Saturday at 10 works');
  await dealer.getByLabel('Message', { exact: true }).press('Enter');
  await shot(dealer, testInfo, 'inquiry-dealer-thread');
  await expectNoSeriousA11yViolations(dealer, 'the dealer reading an inquiry');

  // The dealer was notified of it.
  const login = (await (await page.request.post('/api/auth/login', { data: { identifier: `+268${DEMO_DEALER_NATIONAL}`, password: DEMO_PASSWORD } })).json()) as { data: { accessToken: string } };
  const notes = (await (await page.request.get('/api/notifications?limit=20', { headers: { authorization: `Bearer ${login.data.accessToken}` } })).json()) as {
    data: { notifications: Array<{ title: string; message: string }> };
  };
  expect(notes.data.notifications.some((n) => n.title.startsWith(`New inquiry from ${buyerName}`) && n.message.includes(words))).toBe(true);

  // The buyer has the conversation in Messages, with the dealer's answer.
  await page.goto('/messages');
  await page.getByRole('button', { name: new RegExp(`^${car.shopName}`) }).click();
  await expect(bubbles(page, 'Yes, Saturday at 10 works')).toHaveCount(1);
  await expect(bubbles(page, words)).toHaveCount(1);
  if (isMobile(testInfo)) await expect(page.getByRole('button', { name: 'Back to conversations' })).toBeVisible();
  await shot(page, testInfo, 'inquiry-buyer-messages');
  await dealer.context().close();
});

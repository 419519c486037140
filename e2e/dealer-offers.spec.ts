import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { buyerSignedIn, sellerListings, sellerOnLaptop, shot } from './chat-helpers.ts';
import { DEMO_DEALER_NATIONAL } from './helpers.ts';

// Issue 28 for vehicles: a buyer offers on a dealer's car from their dealer conversation, the
// dealer counters from the dashboard's offer list, the buyer accepts, and each side's card and the
// dashboard follow live; the buyer on the project's device, the dealer on a laptop.

type Car = { id: string; title: string; price: { amount: number; currency: string }; dealerName: string; dealerToken: string };

/** One of the dealer's cars for sale per project (both projects run at once; other specs use the first), with the dealer's token. */
async function carFor(request: APIRequestContext, project: string): Promise<Car> {
  const { token, shopName, listings } = await sellerListings(request, DEMO_DEALER_NATIONAL);
  const forSale = listings.filter((p) => p.status === 'active' && p.price.amount > 0);
  return { ...forSale.at(project === 'mobile' ? -1 : -2)!, dealerName: shopName, dealerToken: token };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let car: Car | undefined;
test.afterAll(async ({ request }) => {
  // The car stays for sale; a run that stopped midway leaves no open offer on the dealer's dashboard.
  if (!car) return;
  const headers = { authorization: `Bearer ${car.dealerToken}` };
  const open = (await (await request.get('/api/offers?role=seller&status=open', { headers })).json()) as { data: { offers: { id: string; productId: string; madeBy: string }[] } };
  for (const offer of open.data.offers.filter((o) => o.productId === car!.id)) {
    await request.post(`/api/offers/${offer.id}/${offer.madeBy === 'seller' ? 'withdraw' : 'decline'}`, { data: {}, headers });
  }
});

test('a buyer and a dealer haggle on a car to an accepted offer, live on both sides and on the dealer dashboard', async ({ page, browser, baseURL }, testInfo) => {
  car = await carFor(page.request, testInfo.project.name);
  const offered = Math.floor(car.price.amount * 0.8);
  const countered = Math.floor(car.price.amount * 0.9);
  const buyerName = await buyerSignedIn(page, page.request);
  // The dealer watches the dashboard before any offer: the list must fill in by itself.
  const dealer = await sellerOnLaptop(browser, baseURL!, DEMO_DEALER_NATIONAL);
  await expect(dealer).toHaveURL(/\/dealer$/);

  // The buyer opens the conversation about the car and offers from its car bar.
  await page.goto(`/products/${car.id}`);
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  await expect(page).toHaveURL(/\/chat\?(?=.*\bwith=)(?=.*\bcar=)/);
  const thread = page.getByRole('region', { name: `Conversation with ${car.dealerName}` });
  await thread.getByRole('button', { name: 'Offer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an offer' });
  await dialog.getByLabel('Your offer').fill(String(offered));
  await dialog.getByLabel('Message (optional)').fill('Cash on Friday');
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  const mine = thread.getByTestId('offer-card').last();
  await expect(mine).toHaveAttribute('data-status', 'open');
  await expect(mine).toContainText('Your offer');
  await shot(page, testInfo, 'dealer-offer-sent');

  // The dealer's dashboard lists it without a reload, and opens the conversation with the buyer.
  const open = dealer.getByRole('list', { name: `Open offers on ${car.title}` });
  await expect(open.getByRole('button', { name: /, Open\. Open the chat$/ })).toHaveCount(1);
  await shot(dealer, testInfo, 'dealer-dashboard-open-offer');
  await open.getByRole('button').first().click();
  await expect(dealer).toHaveURL(/\/chat\?with=/);
  const withBuyer = dealer.getByRole('region', { name: `Conversation with ${buyerName}` });
  const buyersOffer = withBuyer.getByTestId('offer-card').last();
  await expect(buyersOffer).toContainText('Buyer’s offer');
  await expect(buyersOffer).toContainText('Cash on Friday');
  await buyersOffer.getByRole('button', { name: 'Counter' }).click();
  await buyersOffer.getByLabel('Your price').fill(String(countered));
  await buyersOffer.getByRole('button', { name: 'Send counter' }).click();
  await expect(dealer.getByText('Counter offer sent')).toBeVisible();
  await expect(withBuyer.getByTestId('offer-card')).toHaveCount(2);

  // Live on the buyer's side: the counter arrives with Accept, the first offer reads Countered.
  const counter = thread.getByTestId('offer-card').last();
  await expect(counter).toContainText('Dealer’s offer');
  await expect(thread.getByTestId('offer-card').first()).toHaveAttribute('data-status', 'countered');
  await counter.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Offer accepted')).toBeVisible();
  await expect(thread.getByTestId('offer-card').last()).toHaveAttribute('data-status', 'accepted');
  await shot(page, testInfo, 'dealer-offer-accepted');
  await expectNoSeriousA11yViolations(page, 'a dealer conversation with offers');

  // Live on the dealer's side, then on the dashboard's Accepted list.
  await expect(withBuyer.getByTestId('offer-card').last()).toHaveAttribute('data-status', 'accepted');
  await dealer.goto('/dealer');
  const accepted = dealer.getByRole('list', { name: 'Accepted offers' });
  await expect(accepted.getByRole('button', { name: new RegExp(`^${escaped(car.title)}`) }).first()).toBeVisible();
  await shot(dealer, testInfo, 'dealer-dashboard-accepted');
  await dealer.context().close();
});

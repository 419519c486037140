import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { buyerSignedIn, sellerListings, sellerOnLaptop, shot } from './chat-helpers.ts';

// Issue 28: a buyer and a shop haggle in their chat to an accepted offer, and the shop records the
// sale at that price; the buyer on the project's device, the shop on a laptop.

/** Sellers whose last listing no other spec touches (both projects run at once). */
const SELLERS = { mobile: '76100002', desktop: '76100004' } as const;

type Listing = { id: string; title: string; price: { amount: number; currency: string }; shopName: string; sellerToken: string };

/** The seller's last listing (others use the first), with a token to put it back on sale afterwards. */
async function lastListing(request: APIRequestContext, national: string): Promise<Listing> {
  const { token, shopName, listings } = await sellerListings(request, national);
  const product = listings.filter((p) => p.price.amount > 0).at(-1)!;
  return { ...product, shopName, sellerToken: token };
}

test.describe.configure({ mode: 'serial' });

let listing: Listing | undefined;
test.afterAll(async ({ request }) => {
  // Back on sale for the next run (the sale declined whatever else was open).
  if (listing) await request.patch(`/api/products/${listing.id}/sold`, { data: { sold: false }, headers: { authorization: `Bearer ${listing.sellerToken}` } });
});

test('a buyer offers, the shop counters, the buyer accepts, and the shop marks it sold at that price', async ({ page, browser, baseURL }, testInfo) => {
  const national = SELLERS[testInfo.project.name as keyof typeof SELLERS];
  listing = await lastListing(page.request, national);
  const offered = Math.floor(listing.price.amount * 0.7);
  const countered = Math.floor(listing.price.amount * 0.85);
  const buyerName = await buyerSignedIn(page, page.request);

  // The buyer makes an offer from the product page, above the asking price first.
  await page.goto(`/products/${listing.id}`);
  await page.getByRole('button', { name: 'Make Offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an offer' });
  await dialog.getByLabel('Your offer').fill(String(listing.price.amount + 1));
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  await expect(dialog.getByText('An offer cannot be above the asking price')).toBeVisible();
  await dialog.getByLabel('Your offer').fill(String(offered));
  await dialog.getByLabel('Message (optional)').fill('Cash today if you agree');
  await shot(page, testInfo, 'offer-dialog');
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  await expect(page).toHaveURL(/\/messages\?chat=/);
  const mine = page.getByTestId('offer-card').last();
  await expect(mine).toHaveAttribute('data-status', 'open');
  await expect(mine).toContainText('Your offer');
  await expect(mine).toContainText('48 h left');
  await expect(mine.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await shot(page, testInfo, 'offer-sent');

  // The shop reads it in its chat and counters.
  const seller = await sellerOnLaptop(browser, baseURL!, national);
  await seller.goto('/messages');
  await seller.getByRole('button', { name: new RegExp(`^${buyerName}`) }).click();
  const buyersOffer = seller.getByTestId('offer-card').last();
  await expect(buyersOffer).toContainText('Buyer’s offer');
  await expect(buyersOffer).toContainText('Cash today if you agree');
  await buyersOffer.getByRole('button', { name: 'Counter' }).click();
  await buyersOffer.getByLabel('Your price').fill(String(countered));
  await buyersOffer.getByRole('button', { name: 'Send counter' }).click();
  await expect(seller.getByText('Counter offer sent')).toBeVisible();
  await expect(seller.getByTestId('offer-card')).toHaveCount(2);
  await expect(seller.getByTestId('offer-card').first()).toHaveAttribute('data-status', 'countered');
  await expectNoSeriousA11yViolations(seller, 'a chat with offers');

  // Live on the buyer's side: the counter arrives with Accept; the first offer reads Countered.
  const counter = page.getByTestId('offer-card').last();
  await expect(counter).toContainText('Shop’s offer');
  await expect(page.getByTestId('offer-card').first()).toHaveAttribute('data-status', 'countered');
  await counter.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Offer accepted')).toBeVisible();
  await expect(page.getByTestId('offer-card').last()).toHaveAttribute('data-status', 'accepted');
  await shot(page, testInfo, 'offer-accepted');

  // The shop sees it accepted, then records the sale: the accepted price is proposed.
  await expect(seller.getByTestId('offer-card').last()).toHaveAttribute('data-status', 'accepted');
  await seller.goto('/shop');
  await expect(seller.getByRole('list', { name: 'Accepted offers' })).toContainText(listing.title);
  const card = seller.getByTestId('seller-product').filter({ hasText: listing.title });
  await card.getByRole('button', { name: 'Mark as sold' }).click();
  const sold = seller.getByRole('dialog', { name: 'Mark as sold' });
  await expect(sold.getByLabel(/^Sold for/)).toHaveValue(String(countered));
  await sold.getByRole('button', { name: 'Mark as sold' }).click();
  await expect(card).toHaveAttribute('data-state', 'sold');
  await shot(seller, testInfo, 'offer-sold');

  // My Offers lists it under Accepted, and opens its chat.
  await page.goto('/offers');
  await page.getByRole('tab', { name: 'Accepted' }).click();
  const accepted = page.getByRole('list', { name: 'Accepted offers' });
  await expect(accepted).toContainText(listing.title);
  await accepted.getByRole('button', { name: new RegExp(listing.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
  await expect(page).toHaveURL(/\/messages\?chat=/);
  await seller.context().close();
});

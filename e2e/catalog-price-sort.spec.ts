import { expect, test, type Page } from '@playwright/test';
import { snap } from './helpers';

// Issue 9: "Price High→Low" put KSh 980,000 above E499,900 and "Low→High" put "Contact for price"
// first. Prices compare in one currency, a buyer's own market (a guest's is Eswatini) comes
// first, "All countries" is one tap away, and products without a price come last either way.

/** Roughly what one unit is worth in lilangeni (the server's table is finer; the order is what counts). */
const TO_SZL: Record<string, number> = { E: 1, R: 1, KSh: 0.138, $: 17.8 };

function inSzl(text: string): number {
  const match = /^(KSh|E|R|\$)\s?([\d,]+(?:\.\d+)?)$/.exec(text.trim());
  expect(match, `a price we know: ${text}`).not.toBeNull();
  return Number(match![2]!.replace(/,/g, '')) * TO_SZL[match![1]!]!;
}

/** Every price of the list, loading its later pages first. */
async function allPrices(page: Page): Promise<string[]> {
  const grid = page.getByTestId('product-grid');
  await expect(grid.getByTestId('product-price').first()).toBeVisible();
  const prices = grid.getByTestId('product-price');
  const loadMore = page.getByRole('button', { name: 'Load more' });
  // Scrolled near, "Load more" loads by itself (infinite scroll).
  while (await loadMore.isVisible()) {
    const before = await prices.count();
    // The next page may have loaded (and "Load more" gone) since isVisible(): never wait for it.
    await loadMore.scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => {});
    await expect.poll(async () => (await prices.count()) > before || !(await loadMore.isVisible())).toBe(true);
  }
  return prices.allTextContents();
}

function expectNoPriceLast(prices: string[]) {
  const firstAsk = prices.indexOf('Contact for price');
  expect(firstAsk, 'the vehicles include one without a price').toBeGreaterThan(0);
  expect(prices.slice(firstAsk).every((p) => p === 'Contact for price'), prices.join(' | ')).toBe(true);
  return prices.slice(0, firstAsk);
}

function expectOrdered(values: number[], dir: 'asc' | 'desc') {
  const sorted = [...values].sort((a, b) => (dir === 'asc' ? a - b : b - a));
  expect(values).toEqual(sorted);
}

test('browse price sort: E prices in order, own market first, All countries one tap away, no price last', async ({ page }, testInfo) => {
  await page.goto('/browse?category=vehicles');
  const markets = page.getByRole('group', { name: 'Which markets come first' });
  await expect(markets.getByRole('button', { name: 'Eswatini first' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('Sort by').selectOption('price-high');
  await expect(page).toHaveURL(/sort=price-high/);
  const own = expectNoPriceLast(await allPrices(page));
  // Eswatini's listings first, highest first; then the other markets, in lilangeni.
  const local = own.filter((p) => p.startsWith('E'));
  expect(own.slice(0, local.length)).toEqual(local);
  expect(own.length).toBeGreaterThan(local.length);
  expectOrdered(local.map(inSzl), 'desc');
  expectOrdered(own.slice(local.length).map(inSzl), 'desc');
  expect(own[0]).toBe('E499,900.00');
  await snap(page, testInfo, 'catalog-price-01-own-market-high');

  await markets.getByRole('button', { name: 'All countries' }).click();
  await expect(page).toHaveURL(/market=all/);
  await expect(markets.getByRole('button', { name: 'All countries' })).toHaveAttribute('aria-pressed', 'true');
  const everywhere = expectNoPriceLast(await allPrices(page));
  expectOrdered(everywhere.map(inSzl), 'desc');
  // The pair: E499,900 (≈ E499,900) is above KSh 980,000 (≈ E135,000).
  expect(everywhere.indexOf('E499,900.00')).toBeLessThan(everywhere.indexOf('KSh 980,000.00'));
  await snap(page, testInfo, 'catalog-price-02-all-countries-high');

  await page.getByLabel('Sort by').selectOption('price-low');
  await expect(page).toHaveURL(/sort=price-low/);
  const cheapFirst = expectNoPriceLast(await allPrices(page));
  expectOrdered(cheapFirst.map(inSzl), 'asc');
  await snap(page, testInfo, 'catalog-price-03-all-countries-low');

  // One tap back to the buyer's own market, and a reload keeps the choice.
  await markets.getByRole('button', { name: 'Eswatini first' }).click();
  await expect(page).not.toHaveURL(/market=all/);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Which markets come first' }).getByRole('button', { name: 'Eswatini first' })).toHaveAttribute('aria-pressed', 'true');
  const ownLow = expectNoPriceLast(await allPrices(page));
  expect(ownLow[0]!.startsWith('E')).toBe(true);
});

test('the Popular badge marks the top of the catalog, not every card', async ({ page }) => {
  await page.goto('/browse?sort=popular&market=all');
  const cards = page.getByTestId('product-card');
  const badged = cards.filter({ has: page.getByText('Popular', { exact: true }) });
  await expect(cards.first()).toBeVisible();
  // The most popular products wear it; a page further down the popularity order has plain cards too.
  await expect(badged.first()).toBeVisible();
  expect(await badged.count()).toBeLessThan(await cards.count());
  await page.goto('/browse');
  await expect(cards.first()).toBeVisible();
  expect(await badged.count()).toBeLessThan((await cards.count()) / 2);
});

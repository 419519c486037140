import { DEFAULT_LANGUAGE, isLanguage } from '@sokoni/contracts/languages';
import type { FirstPaintModule } from '@sokoni/contracts/web-build';
import type { CatalogProduct } from '@/entities/product/types.ts';
import { withViewerFlags, productQueryOptions } from '@/entities/product/api/get-product.ts';
import { productListQueryOptions } from '@/entities/product/api/get-products.ts';
import type { ProductPage } from '@/entities/product/types.ts';
import { shopQueryOptions } from '@/entities/shop/api/get-shop.ts';
import { shopProductsQueryOptions } from '@/entities/product/api/get-shop-products.ts';
import type { CatalogShop } from '@/entities/shop/types.ts';
import { GUEST_MARKET, parseBrowseParams, toListParams } from '@/features/browse/browse-params.ts';
import { speakNow } from '@/lib/i18n/i18n.ts';
import { taxonomyReady } from '@/lib/taxonomy/use-taxonomy.ts';
import { appMarkup } from './app-markup.tsx';

/**
 * The server-side entry of the web build (`vite build --ssr`, see package.json): the server's
 * route hints import it to paint a guest's first screen as the whole app, from the app's own
 * components, with the data the server read through its own API (app-markup.tsx); the app takes
 * the markup over in place. Nothing here runs in the browser.
 */

const ignore = () => undefined;

export const renderBrowseFirstPaint: FirstPaintModule['renderBrowseFirstPaint'] = (page) =>
  appMarkup('browse', {}, (client) => {
    const guestList = productListQueryOptions(toListParams(parseBrowseParams({}), GUEST_MARKET.code));
    client.setQueryData(guestList.queryKey, { pages: [page as ProductPage], pageParams: [1] });
  });

export const renderProductFirstPaint: NonNullable<FirstPaintModule['renderProductFirstPaint']> = (id, product) =>
  appMarkup('detail', { id }, (client) => client.setQueryData(productQueryOptions(id).queryKey, { product: withViewerFlags(product as CatalogProduct) }));

export const renderShopFirstPaint: NonNullable<FirstPaintModule['renderShopFirstPaint']> = (id, shop, products) =>
  appMarkup('shop-page', { id }, (client) => {
    const found = shop as CatalogShop;
    client.setQueryData(shopQueryOptions(id).queryKey, { shop: found });
    if (products) client.setQueryData(shopProductsQueryOptions(found.id).queryKey, { pages: [products as ProductPage], pageParams: [1] });
  });

export const renderDiscoverFirstPaint: NonNullable<FirstPaintModule['renderDiscoverFirstPaint']> = () => appMarkup('discover', {});

export const renderAssistantFirstPaint: NonNullable<FirstPaintModule['renderAssistantFirstPaint']> = () => appMarkup('aichat', {});

let turn: Promise<unknown> = Promise.resolve();
/** the longest a paint waits for its language's words (files beside this module: milliseconds, seconds on a loaded machine the first time). */
const WORDS_WAIT_MS = 10_000;

/**
 * A paint in the guest's language (their cookie or Accept-Language, chosen by the server). The
 * words are this module's state, shared by every request: paints take turns, each rendering
 * (synchronously) right after its language's words are in place.
 */
export const paintIn: NonNullable<FirstPaintModule['paintIn']> = (code, render) => {
  const painted = turn.then(async () => {
    // Words that never arrive must not hold every later paint: after a while, paint with what is in.
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([speakNow(isLanguage(code) ? code : DEFAULT_LANGUAGE).then(taxonomyReady), new Promise((resolve) => (timer = setTimeout(resolve, WORDS_WAIT_MS)))]);
    clearTimeout(timer);
    return render();
  });
  turn = painted.catch(ignore);
  return painted;
};

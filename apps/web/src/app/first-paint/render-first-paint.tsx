import { DEFAULT_LANGUAGE, isLanguage } from '@sokoni/contracts/languages';
import type { FirstPaintModule } from '@sokoni/contracts/web-build';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LoginPromptOpenContext } from '@/components/login-prompt/login-prompt-context.ts';
import { StaticPaintContext } from '@/components/static-paint.ts';
import { ToastContext, type ToastApi } from '@/components/toast/toast-context.ts';
import type { CatalogProduct } from '@/entities/product/types.ts';
import { withViewerFlags, productQueryOptions } from '@/entities/product/api/get-product.ts';
import type { ProductPage } from '@/entities/product/types.ts';
import { shopQueryOptions } from '@/entities/shop/api/get-shop.ts';
import { shopProductsQueryOptions } from '@/entities/product/api/get-shop-products.ts';
import type { CatalogShop } from '@/entities/shop/types.ts';
import { BrowseFirstPaint } from '@/features/browse/browse-first-paint.tsx';
import { speakNow } from '@/lib/i18n/i18n.ts';
import { taxonomyReady } from '@/lib/taxonomy/use-taxonomy.ts';
import { entry } from '@/lib/navigation/nav-stack.ts';
import { NavigationContext, type Navigation } from '@/lib/navigation/navigation-context.ts';
import { appMarkup } from './app-markup.tsx';

/**
 * The server-side entry of the web build (`vite build --ssr`, see package.json): the server's
 * route hints import it to paint a guest's first screen from the app's own components, so the
 * painted page and the app cannot drift apart: /browse's top as a still picture the app replaces,
 * the other views as the whole app, which it takes over (app-markup.tsx). Nothing here runs in the browser.
 */

const ignore = () => undefined;

// A still picture: links carry their addresses, and nothing navigates or opens a prompt.
const STILL_NAVIGATION: Navigation = {
  current: entry('browse', {}, 0),
  entries: [],
  canGoBack: false,
  push: ignore,
  replace: ignore,
  back: ignore,
  clearHistory: ignore,
};

// Nothing shows a toast before the app runs.
const release = () => ignore;
const NO_TOASTS: ToastApi = { show: () => 0, success: () => 0, error: () => 0, warning: () => 0, info: () => 0, dismiss: ignore, keepClearOfTop: release, keepClearOfModal: release, keepClearOfScreenHeader: release };

function StaticPaint({ children }: { children: ReactNode }) {
  return (
    <StaticPaintContext value>
      <QueryClientProvider client={new QueryClient()}>
        <NavigationContext value={STILL_NAVIGATION}>
          <LoginPromptOpenContext value={ignore}>
            <ToastContext value={NO_TOASTS}>{children}</ToastContext>
          </LoginPromptOpenContext>
        </NavigationContext>
      </QueryClientProvider>
    </StaticPaintContext>
  );
}

/**
 * React puts preload links for the eager pictures ahead of the markup (the server's hints already
 * preload them in <head>), and test ids belong to the app, not to its still picture.
 */
function stillMarkup(element: ReactNode): string {
  const html = renderToStaticMarkup(<StaticPaint>{element}</StaticPaint>);
  return html.slice(Math.max(0, html.indexOf('<div'))).replace(/ data-testid="[^"]*"/g, '');
}

export const renderBrowseFirstPaint: FirstPaintModule['renderBrowseFirstPaint'] = (products, total) =>
  stillMarkup(<BrowseFirstPaint products={products as CatalogProduct[]} total={total} />);

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

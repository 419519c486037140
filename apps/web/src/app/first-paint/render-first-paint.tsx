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
import { AssistantView } from '@/features/assistant/assistant-view.tsx';
import { BrowseFirstPaint } from '@/features/browse/browse-first-paint.tsx';
import { DiscoverView } from '@/features/discover/discover-view.tsx';
import { ProductDetailView } from '@/features/product/product-detail-view.tsx';
import { ShopPageView } from '@/features/shop/shop-page-view.tsx';
import { speakNow } from '@/lib/i18n/i18n.ts';
import { entry } from '@/lib/navigation/nav-stack.ts';
import { NavigationContext, type Navigation } from '@/lib/navigation/navigation-context.ts';
import type { ViewName, ViewParams } from '@/lib/navigation/views.ts';

/**
 * The server-side entry of the web build (`vite build --ssr`, see package.json): the server's
 * route hints import it to paint a guest's first screen from the app's own components, so the
 * static picture and the app cannot drift apart. Nothing here runs in the browser.
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

function StaticPaint({ children, navigation = STILL_NAVIGATION, client = new QueryClient() }: { children: ReactNode; navigation?: Navigation; client?: QueryClient }) {
  return (
    <StaticPaintContext value>
      <QueryClientProvider client={client}>
        <NavigationContext value={navigation}>
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
function stillMarkup(element: ReactNode, navigation?: Navigation, client?: QueryClient): string {
  const html = renderToStaticMarkup(
    <StaticPaint navigation={navigation} client={client}>
      {element}
    </StaticPaint>,
  );
  return html.slice(Math.max(0, html.indexOf('<div'))).replace(/ data-testid="[^"]*"/g, '');
}

export const renderBrowseFirstPaint: FirstPaintModule['renderBrowseFirstPaint'] = (products, total) =>
  stillMarkup(<BrowseFirstPaint products={products as CatalogProduct[]} total={total} />);

/**
 * A whole view as the app first renders it, its data already in the query cache (what the server
 * read from its own API): the app's screen itself, so nothing moves when the app takes over.
 * `inert`: the painted copy is hidden from assistive technology and takes no focus.
 */
function viewMarkup(view: ViewName, params: ViewParams, Screen: () => ReactNode, seed: (client: QueryClient) => void = ignore): string {
  const client = new QueryClient();
  seed(client);
  const navigation = { ...STILL_NAVIGATION, current: entry(view, params, 0) };
  return stillMarkup(
    <div className="md:hidden" data-first-paint-view={view} inert>
      <Screen />
    </div>,
    navigation,
    client,
  );
}

export const renderProductFirstPaint: NonNullable<FirstPaintModule['renderProductFirstPaint']> = (id, product) =>
  viewMarkup('detail', { id }, ProductDetailView, (client) => client.setQueryData(productQueryOptions(id).queryKey, { product: withViewerFlags(product as CatalogProduct) }));

export const renderShopFirstPaint: NonNullable<FirstPaintModule['renderShopFirstPaint']> = (id, shop, products) =>
  viewMarkup('shop-page', { id }, ShopPageView, (client) => {
    const found = shop as CatalogShop;
    client.setQueryData(shopQueryOptions(id).queryKey, { shop: found });
    if (products) client.setQueryData(shopProductsQueryOptions(found.id).queryKey, { pages: [products as ProductPage], pageParams: [1] });
  });

export const renderDiscoverFirstPaint: NonNullable<FirstPaintModule['renderDiscoverFirstPaint']> = () => viewMarkup('discover', {}, DiscoverView);

/** A first visit's empty web storage (the server has none), only while one synchronous render runs. */
function withEmptyStorage<T>(render: () => T): T {
  const empty: Storage = { length: 0, key: () => null, getItem: () => null, setItem: ignore, removeItem: ignore, clear: ignore };
  const names = ['localStorage', 'sessionStorage'] as const;
  const before = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  for (const name of names) Object.defineProperty(globalThis, name, { value: empty, configurable: true, writable: true });
  try {
    return render();
  } finally {
    names.forEach((name, i) => {
      const descriptor = before[i];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    });
  }
}

export const renderAssistantFirstPaint: NonNullable<FirstPaintModule['renderAssistantFirstPaint']> = () => withEmptyStorage(() => viewMarkup('aichat', {}, AssistantView));

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
    await Promise.race([speakNow(isLanguage(code) ? code : DEFAULT_LANGUAGE), new Promise((resolve) => (timer = setTimeout(resolve, WORDS_WAIT_MS)))]);
    clearTimeout(timer);
    return render();
  });
  turn = painted.catch(ignore);
  return painted;
};

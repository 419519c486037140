import type { FirstPaintModule } from '@sokoni/contracts/web-build';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LoginPromptOpenContext } from '@/components/login-prompt/login-prompt-context.ts';
import { StaticPaintContext } from '@/components/static-paint.ts';
import type { CatalogProduct } from '@/entities/product/types.ts';
import { BrowseFirstPaint } from '@/features/browse/browse-first-paint.tsx';
import { entry } from '@/lib/navigation/nav-stack.ts';
import { NavigationContext, type Navigation } from '@/lib/navigation/navigation-context.ts';

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

function StaticPaint({ children }: { children: ReactNode }) {
  return (
    <StaticPaintContext value>
      <QueryClientProvider client={new QueryClient()}>
        <NavigationContext value={STILL_NAVIGATION}>
          <LoginPromptOpenContext value={ignore}>{children}</LoginPromptOpenContext>
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

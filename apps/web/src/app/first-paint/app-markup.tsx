import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '@/app/app.tsx';
import { SCREENS } from '@/app/routes/screens.ts';
import { pathForView, type ViewName, type ViewParams } from '@/lib/navigation/views.ts';
import { queryClient } from '@/lib/query/query-client.ts';

const ignore = () => undefined;

/**
 * The whole app as a guest's browser first renders it at a view's address (shell, bars, the view
 * with its data in the query cache, read by the server from its own API), for React to take over
 * in place (hydrateRoot, main.tsx) instead of replacing: the browser then lays the page out once.
 * The app's own query client holds the data for this render only; paints take turns (paintIn).
 */
export async function appMarkup(view: ViewName, params: ViewParams, seed: (client: QueryClient) => void = ignore): Promise<string> {
  await SCREENS[view].preload();
  let failed: unknown;
  const rememberError = (error: unknown) => void (failed ??= error);
  const location = pathForView(view, params);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  queryClient.clear();
  seed(queryClient);
  try {
    const html = await withEmptyStorage(async () => {
      const { prelude } = await prerenderToNodeStream(
        <StrictMode>
          <App Router={Router} />
        </StrictMode>,
        // One piece of markup: no boundary sent apart with a script to put it in place (the page
        // allows no inline script but its own), and none left to the browser to render.
        { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: rememberError },
      );
      let markup = '';
      for await (const chunk of prelude) markup += String(chunk);
      return markup;
    });
    // A part that failed would be rendered by the browser (a script the page does not allow): no paint then.
    if (failed) throw failed;
    // React puts preload links for the eager pictures first; the server's hints preload them in <head>.
    return html.replace(/^(?:<link [^>]*>)+/, '');
  } finally {
    queryClient.clear();
  }
}

/** A first visit's empty web storage (the server has none), while one render runs (paints take turns). */
async function withEmptyStorage<T>(render: () => Promise<T>): Promise<T> {
  const empty: Storage = { length: 0, key: () => null, getItem: () => null, setItem: ignore, removeItem: ignore, clear: ignore };
  const names = ['localStorage', 'sessionStorage'] as const;
  const before = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  for (const name of names) Object.defineProperty(globalThis, name, { value: empty, configurable: true, writable: true });
  try {
    return await render();
  } finally {
    names.forEach((name, i) => {
      const descriptor = before[i];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    });
  }
}

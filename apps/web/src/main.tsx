import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prefetchInitialRoute } from './app/routes/route-prefetch.ts';
import { firstPaintHandoff } from './lib/first-paint.ts';
import { wordsReady } from './lib/i18n/i18n.ts';
import { registerServiceWorker } from './lib/pwa/service-worker.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The static first paint stays on screen meanwhile, so the first render can be a transition:
// React renders it in slices and the main thread stays free for the phone's input.
// A language other than English has its words fetched first, so the app never flashes English.
void Promise.all([firstPaintHandoff(prefetchInitialRoute(window.location)), wordsReady()]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);

// Installed like an app: the worker comes after the first paint (production builds only).
registerServiceWorker();

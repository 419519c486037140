import { PAINTED_APP_ATTRIBUTE } from '@sokoni/contracts/constants';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { retryOnce } from './lib/retry-once.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The server painted the whole app (a guest's product, shop, AI Discovery, assistant): React takes
// that markup over in place, so the phone lays the page out once. Otherwise it replaces index.html's
// static first paint.
const painted = root.hasAttribute(PAINTED_APP_ATTRIBUTE);

/**
 * The painted app is inert until React has taken it over (a tap before then would go nowhere);
 * it answers from then on. Its own task: un-inerting restyles the page (~5 ms on a phone).
 */
function Answering({ children }: { children: ReactNode }) {
  useEffect(() => void setTimeout(() => root?.removeAttribute('inert')), []);
  return children;
}

// Start-up in steps, each its own task, so none blocks the phone's input for long: this entry
// evaluates React; the app's own modules evaluate after a yield (their file is preloaded beside
// this one); the first render is a transition, which React renders in slices while the page
// painted so far stays on screen.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(() => retryOnce(() => import('./app/boot.ts')))
  .then(async ({ App, readyToRender, registerServiceWorker }) => {
    // The app's files were evaluated in the task that got here; asking for the first view's code
    // (a <link> per file, ~1 ms each on a phone) and measuring the painted page get a task of their own.
    await nextTask();
    await readyToRender(window.location, painted);
    const app = (
      <StrictMode>
        <Answering>
          <App />
        </Answering>
      </StrictMode>
    );
    startTransition(() => {
      if (painted) hydrateRoot(root, app);
      else createRoot(root).render(app);
    });
    // Installed like an app: the worker comes after the first paint (production builds only).
    registerServiceWorker();
  });

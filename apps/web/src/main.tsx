import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { retryOnce } from './lib/retry-once.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Start-up in steps, each its own task, so none blocks the phone's input for long: this entry
// evaluates React; the app's own modules evaluate after a yield (their file is preloaded beside
// this one); the first render is a transition, which React renders in slices while the static
// first paint stays on screen.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(() => retryOnce(() => import('./app/boot.ts')))
  .then(async ({ App, readyToRender, registerServiceWorker }) => {
    // The app's files were evaluated in the task that got here; asking for the first view's code
    // (a <link> per file, ~1 ms each on a phone) and measuring the painted page get a task of their own.
    await nextTask();
    await readyToRender(window.location);
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
    // Installed like an app: the worker comes after the first paint (production builds only).
    registerServiceWorker();
  });

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prefetchInitialRoute } from './app/route-prefetch.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

prefetchInitialRoute(window.location);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

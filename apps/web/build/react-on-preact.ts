/**
 * The web app is written against React's API (its imports, types and libraries say `react`) and
 * runs on Preact: these aliases hand every `react` and `react-dom` import, the app's and its
 * libraries', to preact/compat: the first load's JavaScript is half the size (412 → 202 KB, 135 →
 * 73 KB gzip), and evaluating it was most of a phone's blocking time (issue 26, docs/decisions.md
 * "The web app on Preact"). Used by the production build, the first paint's server build and the
 * web unit tests; to run on React again, drop them (nothing in src/ names Preact).
 */
export const REACT_ON_PREACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

/**
 * The libraries that import React: the web unit tests run them through Vite (not Node's own
 * loader, which knows no aliases), so they share the app's Preact instead of loading React.
 */
export const REACT_LIBRARIES = [/\/@testing-library\/react\//, /\/@tanstack\/react-query\//, /\/react-router\//, /\/@radix-ui\//, /\/react-remove-scroll/, /\/react-style-singleton\//, /\/use-callback-ref\//, /\/use-sidecar\//, /\/@floating-ui\/react-dom\//];

/**
 * The views people open next from a first screen. The build lists their files in index.html
 * (vite.config.ts), and the app fetches them once the first screen has painted, at idle priority
 * and without running them: the next tap is instant and the first screen keeps the main thread.
 */
export const LIKELY_VIEW_SOURCES = [
  'src/features/auth/auth-screen.tsx',
  'src/features/browse/browse-view.tsx',
  'src/features/account/account-view.tsx',
  'src/features/discover/discover-view.tsx',
  'src/features/seller/seller-view.tsx',
];

export const LIKELY_VIEWS_META = 'sokoni:likely-views';

import { defineConfig } from '@playwright/test';

// scripts/e2e.mjs starts a fresh server and passes its address; run alone, tests expect one on :3000.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Flows with no desktop layout of their own: sign-in recovery, sessions, a slug, a sort, uploads' previews. */
const LAID_OUT_ALIKE = /(account-verification-live|assistant-view-all|catalog-price-sort|closed-account|forgot-password|seller-video-preview|seller-voice|session-tabs|shop-slug|slow-views)\.spec\.ts/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/artifacts/results',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 4,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list'], ['html', { outputFolder: 'e2e/artifacts/report', open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath, args },
    screenshot: 'on',
    // Without the screencast: its frames cost Chromium about half its CPU in a run; the DOM snapshots stay.
    trace: { mode: 'retain-on-failure', screenshots: false },
    locale: 'en-GB',
    timezoneId: 'Africa/Mbabane',
  },
  projects: [
    {
      name: 'mobile',
      // Keyboard shortcuts exist only at 768 px and wider (doc 1 §2.5).
      testIgnore: /catalog-shortcuts\.spec\.ts/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      },
    },
    // Touch gestures (pull-to-refresh) need a touch screen; the server paints first screens for phones
    // only. The flows whose screens are laid out alike on both (no step differs on a desktop) run on
    // the phone only: the same requests twice cost CI minutes and find nothing new.
    { name: 'desktop', testIgnore: [/(catalog-touch|first-paint)\.spec\.ts/, LAID_OUT_ALIKE], use: { viewport: { width: 1280, height: 800 } } },
  ],
});

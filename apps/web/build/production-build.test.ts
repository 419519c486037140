// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from 'vite';
import { forceProductionBuild } from './production-build.ts';

const webRoot = decodeURIComponent(new URL('..', import.meta.url).pathname);
const shellNodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = shellNodeEnv;
});

// Issue 24.17: a shell's NODE_ENV=development made `npm start` serve React's development build.
describe('the web build', () => {
  it('resolves as production under NODE_ENV=development (React production bundle, PROD for the service worker)', async () => {
    process.env.NODE_ENV = 'development';
    const config = await resolveConfig({ root: webRoot, logLevel: 'silent' }, 'build');
    expect(config.isProduction).toBe(true);
    expect(config.env.PROD).toBe(true);
    expect(config.env.DEV).toBe(false);
  });

  it('leaves the dev server as it was started', () => {
    const env: Record<string, string | undefined> = { NODE_ENV: 'development' };
    forceProductionBuild({ command: 'serve' }, env);
    expect(env.NODE_ENV).toBe('development');
    forceProductionBuild({ command: 'build' }, env);
    expect(env.NODE_ENV).toBe('production');
  });
});

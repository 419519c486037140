import path from 'node:path';
import { defineConfig } from 'vitest/config';

const integration = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: { name: 'server-unit', root: 'apps/server', include: ['src/**/*.test.ts'], exclude: ['**/*.int.test.ts'], environment: 'node' },
      },
      integration('server-pglite', { TEST_DB: 'pglite' }),
      integration('server-postgres', { TEST_DB: 'postgres' }),
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'sw/**/*.test.ts'], environment: 'happy-dom' },
      },
    ],
  },
});

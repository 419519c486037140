import path from 'node:path';
import { defineConfig } from 'vitest/config';

const integration = (name: string, env: Record<string, string>, parallel: { maxWorkers?: number; sequence?: { groupOrder: number } } = {}) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...parallel,
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
      // Vitest's default on two cores is one worker; these files mostly wait on PostgreSQL, Redis and
      // child processes, and each test app has a database and Redis prefix of its own (measured in
      // docs/decisions.md, "Test run time"; 3 starved its CPU-bound video tests). Its own group, as
      // vitest needs for a different worker count.
      integration('server-postgres', { TEST_DB: 'postgres' }, { maxWorkers: 2, sequence: { groupOrder: 1 } }),
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'sw/**/*.test.ts'], environment: 'happy-dom' },
      },
    ],
  },
});

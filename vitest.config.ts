import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { MODULE_MOCKING_TESTS } from './apps/server/test/module-mocking-tests.ts';

type Parallel = { maxWorkers?: number; sequence?: { groupOrder: number } };

const integrationProject = (name: string, env: Record<string, string>, files: { include: string[]; exclude?: string[] }, isolate: boolean, parallel: Parallel) => ({
  test: {
    name,
    root: 'apps/server',
    ...files,
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate,
    ...parallel,
  },
});

// One module graph per worker, not per file: each file imported the whole app afresh (~6 s of CPU
// × ~96 files, twice). Every test builds its own app, database and Redis prefix, so nothing a
// file sets up is shared; the few files that mock modules run isolated beside them
// (docs/decisions.md, "Test run time").
const integration = (name: string, env: Record<string, string>, parallel: Parallel = {}) => [
  integrationProject(name, env, { include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'], exclude: MODULE_MOCKING_TESTS }, false, parallel),
  integrationProject(`${name}-isolated`, env, { include: MODULE_MOCKING_TESTS }, true, parallel),
];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: { name: 'server-unit', root: 'apps/server', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: ['**/*.int.test.ts'], environment: 'node' },
      },
      // Two workers, as PostgreSQL's: 745 s against 988 s with vitest's default of one on two cores
      // (docs/decisions.md, "Test run time").
      ...integration('server-pglite', { TEST_DB: 'pglite' }, { maxWorkers: 2, sequence: { groupOrder: 1 } }),
      // Vitest's default on two cores is one worker; these files mostly wait on PostgreSQL, Redis and
      // child processes, and each test app has a database and Redis prefix of its own (measured in
      // docs/decisions.md, "Test run time"; 3 starved its CPU-bound video tests). Its own group, as
      // vitest needs for a different worker count.
      ...integration('server-postgres', { TEST_DB: 'postgres' }, { maxWorkers: 2, sequence: { groupOrder: 1 } }),
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'sw/**/*.test.ts'], environment: 'happy-dom' },
      },
    ],
  },
});

import type { AppDeps } from './app.ts';

/**
 * What the end-to-end harness's own entry (test/e2e-server.ts) hands the server before main.ts
 * runs: deliberately not configuration, so no environment an operator sets can turn it on. Today
 * that is the loopback push service e2e/pwa.spec.ts delivers to.
 */
export type TestOnlyDeps = Pick<AppDeps, 'testPushService'>;

let provided: TestOnlyDeps = {};

export function provideTestOnlyDeps(deps: TestOnlyDeps): void {
  provided = deps;
}

export const testOnlyDeps = (): TestOnlyDeps => provided;

import { readFileSync } from 'node:fs';
import { provideTestOnlyDeps } from '../src/test-only-deps.ts';

// The end-to-end server (scripts/e2e.mjs): main.ts, plus the loopback push service e2e/pwa.spec.ts
// runs, whose certificate it trusts and whose loopback address it may reach. A deployed server
// never starts from here, so push never reaches this machine's network there.
provideTestOnlyDeps({ testPushService: { ca: readFileSync(new URL('../src/modules/push/test-push-service.cert.pem', import.meta.url), 'utf8') } });
await import('../src/main.ts');

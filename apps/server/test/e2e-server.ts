import diagnostics from 'node:diagnostics_channel';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { provideTestOnlyDeps } from '../src/test-only-deps.ts';

// The end-to-end server (scripts/e2e.mjs): main.ts, plus the loopback push service e2e/pwa.spec.ts
// runs, whose certificate it trusts and whose loopback address it may reach. A deployed server
// never starts from here, so push never reaches this machine's network there.
provideTestOnlyDeps({ testPushService: { ca: readFileSync(new URL('../src/modules/push/test-push-service.cert.pem', import.meta.url), 'utf8') } });

// A test that waits in vain for a screen is easier to read beside what the server was doing then:
// e2e/artifacts/server.log names every stalled second of the event loop and every slow answer.
const STALL_MS = 1_000;
const SLOW_MS = 5_000;
const loop = monitorEventLoopDelay({ resolution: 20 });
loop.enable();
setInterval(() => {
  const worst = loop.max / 1e6;
  if (worst > STALL_MS) console.error(`e2e-server ${new Date().toISOString()}: event loop stalled ${Math.round(worst)} ms`);
  loop.reset();
}, 1_000).unref();
const started = new WeakMap<object, number>();
diagnostics.subscribe('http.server.request.start', (message) => started.set((message as { request: object }).request, performance.now()));
diagnostics.subscribe('http.server.response.finish', (message) => {
  const { request } = message as { request: { method?: string; url?: string } };
  const since = started.get(request);
  if (since === undefined) return;
  const ms = performance.now() - since;
  if (ms > SLOW_MS) console.error(`e2e-server ${new Date().toISOString()}: ${request.method} ${request.url} took ${Math.round(ms)} ms`);
});

await import('../src/main.ts');

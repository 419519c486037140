import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnTestProcess, type TestProcess } from './spawn-test-process.ts';
import { databaseTestStore, onPostgres, redisTestStore, redisUrl, type TestStore } from './test-stores.ts';

// Two processes schedule the same job (as two API processes do at boot) and both work: each
// period must run once, not once per process. PGlite cannot be opened by two processes.
const candidates: [string, () => Promise<TestStore>, boolean][] = [
  ['PostgreSQL', databaseTestStore, onPostgres],
  ['Redis', async () => redisTestStore(redisUrl ?? ''), Boolean(redisUrl)],
];

for (const [label, makeStore, available] of candidates) {
  describe.skipIf(!available)(`a schedule with two processes on one ${label}`, () => {
    let store: TestStore | undefined;
    const processes: TestProcess[] = [];
    afterAll(async () => {
      for (const p of processes) await p.kill9();
      await store?.drop();
    });

    it('runs once per period', async () => {
      store = await makeStore();
      const env = { ...store.env, JOBS_TEST_WORK: 'tick', JOBS_TEST_SCHEDULE_MS: '250' };
      const first = spawnTestProcess(env);
      processes.push(first);
      await first.waitFor(/^ready$/, 60_000);
      // The second boots a little later and schedules it again.
      await sleep(400);
      const second = spawnTestProcess(env);
      processes.push(second);
      await second.waitFor(/^ready$/, 60_000);
      await sleep(1_500);
      await Promise.all([first.end(), second.end()]);

      const runs = [...first.lines, ...second.lines].filter((line) => line.startsWith('ran test.tick')).map((line) => line.split(' ')[2] ?? '');
      // A run's id names its slot ("repeat:test.tick:<ms>"): no slot twice, slots a whole number of
      // periods apart (a busy machine may skip one, never add one).
      const slots = runs.map((id) => Number(id.split(':').at(-1))).sort((a, b) => a - b);
      expect(new Set(slots).size).toBe(slots.length);
      expect(slots.slice(1).map((slot, i) => (slot - (slots[i] ?? 0)) % 250)).toEqual(Array(Math.max(0, slots.length - 1)).fill(0));
      expect(slots.length).toBeGreaterThanOrEqual(4);
    }, 120_000);
  });
}

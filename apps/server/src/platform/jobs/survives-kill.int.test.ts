import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnTestProcess, type TestProcess } from './spawn-test-process.ts';
import { databaseTestStore, onPostgres, redisTestStore, redisUrl, type TestStore } from './test-stores.ts';

// Real processes, really killed: the first queues a job and dies (kill -9) before running it,
// while another job it had started is still running; a new process must run both.
const stores: [string, () => Promise<TestStore>][] = [[onPostgres ? 'PostgreSQL' : 'PGlite on disk (the embedded default)', databaseTestStore]];
const redis = redisUrl;
if (redis) stores.push(['Redis (BullMQ)', async () => redisTestStore(redis)]);

describe.each(stores)('jobs on %s across a kill -9', (_label, makeStore) => {
  let store: TestStore;
  let killed: TestProcess;
  let restarted: TestProcess;
  let queuedId: string;
  let stalledId: string;

  beforeAll(async () => {
    store = await makeStore();
    killed = spawnTestProcess({ ...store.env, JOBS_TEST_ENQUEUE: 'record,stall', JOBS_TEST_WORK: 'stall', JOBS_TEST_LEASE_MS: '1000' });
    [, queuedId = ''] = await killed.waitFor(/^queued test\.record (\S+)$/);
    [, stalledId = ''] = await killed.waitFor(/^started test\.stall (\S+) 1$/);
    await killed.kill9();
    restarted = spawnTestProcess({ ...store.env, JOBS_TEST_WORK: 'record,stall', JOBS_TEST_FINISH: '1' });
  }, 60_000);

  afterAll(async () => {
    await killed?.kill9();
    await restarted?.end();
    await store?.drop();
  });

  it('runs a job queued before the kill after the restart', async () => {
    expect(killed.lines.some((line) => line.startsWith('ran test.record'))).toBe(false);
    await restarted.waitFor(new RegExp(`^ran test\\.record ${queuedId} 1 `));
  });

  it('runs again a job whose process died mid-run, once its lease ran out', async () => {
    await restarted.waitFor(new RegExp(`^ran test\\.stall ${stalledId} `));
    expect(restarted.lines.filter((line) => line.startsWith(`ran test.stall ${stalledId}`))).toHaveLength(1);
  });
});

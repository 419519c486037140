// A process the jobs tests start and SIGKILL: it opens the store named in its environment,
// then enqueues and/or works as told, and reports on stdout one line per event
// ("queued <job> <id>", "started <job> <id> <attempt>", "ran <job> <id> <attempt>").
import { z } from 'zod';
import { defineJob } from './define-job.ts';
import { openJobs } from './jobs.ts';
import { openTestStore } from './test-stores.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);
const env = process.env;

const record = defineJob({
  name: 'test.record',
  payload: z.object({ note: z.string() }),
  async handler(payload, ctx) {
    say(`ran test.record ${ctx.jobId} ${ctx.attempt} ${payload.note}`);
  },
});
// Hangs (until the process is killed) unless JOBS_TEST_FINISH is set.
const stall = defineJob({
  name: 'test.stall',
  payload: z.object({}),
  async handler(_payload, ctx) {
    say(`started test.stall ${ctx.jobId} ${ctx.attempt}`);
    if (!env.JOBS_TEST_FINISH) await new Promise(() => {});
    say(`ran test.stall ${ctx.jobId} ${ctx.attempt}`);
  },
});
const tick = defineJob({
  name: 'test.tick',
  payload: z.object({}),
  async handler(_payload, ctx) {
    say(`ran test.tick ${ctx.jobId} ${ctx.attempt}`);
  },
});

const definitions = { record, stall, tick };
const named = (list = '') => list.split(',').filter(Boolean).map((name) => definitions[name as keyof typeof definitions]);
const tuning = { leaseMs: Number(env.JOBS_TEST_LEASE_MS ?? 1_000), stalledCheckMs: 200, shutdownTimeoutMs: 1_000 };
const { store, close } = await openTestStore(env);
// Two instances on one store: one enqueues anything, the other works only on JOBS_TEST_WORK.
const producer = await openJobs({ store, definitions: Object.values(definitions) });
const worker = await openJobs({ store, definitions: named(env.JOBS_TEST_WORK), tuning });

for (const definition of named(env.JOBS_TEST_ENQUEUE)) {
  const { id } = definition === record ? await producer.enqueue(record, { note: `from ${process.pid}` }) : await producer.enqueue(definition, {});
  say(`queued ${definition.name} ${id}`);
}
if (env.JOBS_TEST_SCHEDULE_MS) await worker.schedule(tick, { everyMs: Number(env.JOBS_TEST_SCHEDULE_MS) }, {});
await worker.start();
say('ready');
// Up until killed, or until stdin closes (a graceful end).
process.stdin.on('end', async () => {
  await worker.close();
  await producer.close();
  await close();
  process.exit(0);
});
process.stdin.resume();

import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

// Issue 9.7: a failed query must not write what users typed (comment text, phones, emails) to the log.
const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'warn', stream: capture } });
});
afterAll(async () => {
  await t.close();
});

const secrets = ['Sipho Dlamini thinks the price is too high', '+26876123456', 'sipho@example.com'];

async function failedQuery(): Promise<Error> {
  try {
    // A real query error, with user text in its parameters, as Drizzle reports it.
    await t.database.db.execute(sql`select ${secrets[0]}::text, ${secrets[1]}::text, ${secrets[2]}::int`);
  } catch (err) {
    return err as Error;
  }
  throw new Error('the query should have failed');
}

describe('the log', () => {
  it('keeps the failed SQL but not its parameters, at any depth of the error', async () => {
    const err = await failedQuery();
    expect(`${err.message} ${JSON.stringify(err)}`).toContain(secrets[1]); // the raw error does carry them
    t.app.log.error({ err }, 'unhandled error');
    const logged = lines.at(-1)!;
    expect(logged).toContain('Failed query: select $1::text, $2::text, $3::int');
    expect(logged).toContain('params: [redacted]');
    for (const secret of secrets) expect(logged).not.toContain(secret);
    expect(logged).toContain('invalid input syntax for type integer'); // the cause is still there to debug
  });

  it('redacts errors logged through a request’s child logger too', async () => {
    const err = await failedQuery();
    const child = t.app.log.child({ reqId: 'r1' });
    child.warn({ err }, 'database unavailable');
    for (const secret of secrets) expect(lines.at(-1)).not.toContain(secret);
  });

  it('takes a string or a plain value under err without throwing (Redis errors are logged as their message)', async () => {
    expect(() => t.app.log.warn({ err: 'connect ECONNREFUSED 127.0.0.1:6379' }, 'redis error')).not.toThrow();
    expect(lines.at(-1)).toContain('connect ECONNREFUSED 127.0.0.1:6379');
    expect(() => t.app.log.warn({ err: { code: 'X' } }, 'odd error')).not.toThrow();
  });
});

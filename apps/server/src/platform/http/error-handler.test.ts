import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';

// The classification of failures, on a bare Fastify with the one error handler.
async function replyTo(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return res;
}

const withProps = (message: string, props: Record<string, unknown>) => Object.assign(new Error(message), props);

describe('the error handler', () => {
  it('answers a lost database connection with 503 and Retry-After', async () => {
    const res = await replyTo(withProps('Failed query: select 1', { cause: withProps('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }) }));
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps a client’s own 4xx that carries a socket code (an aborted upload) as it is (review finding)', async () => {
    const res = await replyTo(withProps('aborted', { code: 'ECONNRESET', statusCode: 400 }));
    expect(res.statusCode).toBe(400);
    expect(res.headers['retry-after']).toBeUndefined();
  });
});

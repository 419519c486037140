import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.ts';

describe('GET /api/health', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database as ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok', db: 'ok' } });
  });

  it('is ready while it can reach its stores, and answers 503 once draining', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    const redis = process.env.REDIS_URL ? 'ok' : 'off';
    expect(ready.json()).toEqual({ success: true, data: { ready: true, draining: false, db: 'ok', redis } });

    t.app.drain();
    const draining = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.headers['cache-control']).toBe('no-store');
    expect(draining.json()).toEqual({ success: false, message: 'Shutting down', data: { ready: false, draining: true, db: 'ok', redis } });
    // Liveness is unaffected: the process is healthy, it only wants no new traffic.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('not found') });
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { connectSocket, listenOnFreePort } from '../../modules/notifications/test-helpers.ts';

const TOKEN = randomBytes(32).toString('hex');
const ELSEWHERE = '203.0.113.9';

describe('GET /api/metrics', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('times requests by route pattern and method, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/products/p-one-that-is-not-there' });
    await t.app.inject({ method: 'GET', url: '/api/products/p-another-one' });
    const text = await scrape();
    expect(text).toMatch(/^sokoni_http_request_duration_seconds_count\{route="\/api\/health",method="GET"\} [1-9]/m);
    expect(text).toMatch(/^sokoni_http_request_duration_seconds_count\{route="\/api\/products\/:id",method="GET"\} 2$/m);
    expect(text).not.toContain('p-one-that-is-not-there');
  });

  it('counts errors by exact status; unknown routes share one label', async () => {
    const invalid = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { phoneNumber: 'no', password: 'x' } });
    expect(invalid.statusCode).toBe(422);
    await t.app.inject({ method: 'GET', url: '/api/nowhere/at-all' });
    await t.app.inject({ method: 'GET', url: '/api/nowhere/else' });
    const text = await scrape();
    expect(text).toMatch(/^sokoni_http_errors_total\{status="422",route="\/api\/auth\/register",method="POST"\} 1$/m);
    expect(text).toMatch(/^sokoni_http_errors_total\{status="404",route="\(unmatched\)",method="GET"\} 2$/m);
    expect(text).not.toContain('nowhere');
  });

  it('shows the job queues, the database, sockets, the AI worker and the process', async () => {
    const text = await scrape();
    expect(text).toMatch(/^sokoni_jobs\{queue="[^"]+",state="waiting"\} \d+$/m);
    expect(text).toMatch(/^sokoni_jobs\{queue="[^"]+",state="failed"\} \d+$/m);
    expect(text).toMatch(/^sokoni_jobs\{queue="[^"]+",state="active"\} \d+$/m);
    expect(text).toContain(`sokoni_database_info{kind="${t.database.kind}"} 1`);
    if (t.database.kind === 'postgres') expect(text).toMatch(/^sokoni_db_pool_clients\{state="total"\} [1-9]/m);
    else expect(text).not.toMatch(/^sokoni_db_pool_clients\{/m);
    expect(text).toMatch(/^sokoni_sockets_connected 0$/m);
    expect(text).toMatch(/^sokoni_ai_worker_running [01]$/m);
    expect(text).toMatch(/^# TYPE sokoni_ai_call_duration_seconds histogram$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
  });

  it('counts the sockets connected to this process', async () => {
    const baseUrl = await listenOnFreePort(t.app);
    const { accessToken } = await signUp(t.app);
    const socket = await connectSocket(baseUrl, accessToken);
    expect(await scrape()).toMatch(/^sokoni_sockets_connected 1$/m);
    socket.close();
    await expect.poll(scrape).toMatch(/^sokoni_sockets_connected 0$/m);
  });

  it('answers another machine as an unknown route, unless it presents the token', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-route', remoteAddress: ELSEWHERE });
    const refused = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: ELSEWHERE });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ ...unknown.json(), message: 'Route GET /api/metrics not found' });

    const wrong = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: ELSEWHERE, headers: { authorization: `Bearer ${TOKEN.slice(1)}x` } });
    expect(wrong.statusCode).toBe(404);
    const allowed = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: ELSEWHERE, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('sokoni_http_request_duration_seconds');
  });

  it('refuses what a proxy on this machine forwarded, whatever the forwarded address says', async () => {
    const forwarded = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forwarded.statusCode).toBe(404);
  });
});

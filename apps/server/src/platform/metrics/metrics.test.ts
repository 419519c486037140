import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.ts';

describe('createMetrics', () => {
  it('times a model call whatever its outcome, and passes its result or error through', async () => {
    const metrics = createMetrics();
    await expect(metrics.timeModelCall('image', 'embedImage', async () => 42)).resolves.toBe(42);
    await expect(metrics.timeModelCall('image', 'embedImage', async () => Promise.reject(new Error('worker crashed')))).rejects.toThrow('worker crashed');
    const text = await metrics.scrape();
    expect(text).toMatch(/^sokoni_ai_call_duration_seconds_count\{model="image",call="embedImage",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^sokoni_ai_call_duration_seconds_count\{model="image",call="embedImage",outcome="error"\} 1$/m);
  });

  it('counts only 4xx and 5xx replies as errors', async () => {
    const metrics = createMetrics();
    metrics.observeRequest('/api/health', 'GET', 200, 0.002);
    metrics.observeRequest('/api/products/:id', 'GET', 404, 0.003);
    metrics.observeRequest('/api/products/:id', 'GET', 503, 0.004);
    const text = await metrics.scrape();
    expect(text).toMatch(/^sokoni_http_errors_total\{status="404",route="\/api\/products\/:id",method="GET"\} 1$/m);
    expect(text).toMatch(/^sokoni_http_errors_total\{status="503",route="\/api\/products\/:id",method="GET"\} 1$/m);
    expect(text).not.toMatch(/status="200"/);
  });

  it('leaves the gauges of parts it was not given empty, and keeps two apps\' registries apart', async () => {
    const one = createMetrics();
    const two = createMetrics();
    one.observeRequest('/api/health', 'GET', 200, 0.001);
    expect(await two.scrape()).not.toMatch(/^sokoni_http_request_duration_seconds_count/m);
    expect(await two.scrape()).not.toMatch(/^sokoni_jobs\{/m);
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BROWSER_PUSH_SERVICES, loadConfig } from './config.ts';
import { publicDemoPasswordsWarning } from './seed/demo-once.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sokoni-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const secret = 'k'.repeat(40);
const base = () => ({ DATA_DIR: dataDir(), JWT_SECRET: secret });

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig(base());
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 3000,
      rateLimitPerMinute: 600,
      signupLimitPerHour: 20,
      databaseUrl: undefined,
      redisUrl: undefined,
      mediaPublicUrl: undefined,
      trustProxy: false,
      jwtSecret: secret,
      messenger: { kind: 'outbox' },
      ai: { enabled: true, llm: null },
    });
    expect(config.messenger.whatsapp.apiBase).toBe('https://graph.facebook.com/v21.0');
    expect(config.messenger.twilio.apiBase).toBe('https://api.twilio.com');
  });

  it('turns the image models off and configures an LLM only with both its address and its model', () => {
    expect(loadConfig({ ...base(), AI_ENABLED: 'false' }).ai).toEqual({ enabled: false, idleExitMs: 180_000, maxRssMb: 700, llm: null, transcription: null, vision: null, unsafeHoldBar: 0.7 });
    expect(loadConfig({ ...base(), LLM_BASE_URL: 'http://127.0.0.1:8080/v1', LLM_MODEL: 'qwen2.5-3b' }).ai.llm).toEqual({
      baseUrl: 'http://127.0.0.1:8080/v1',
      apiKey: undefined,
      model: 'qwen2.5-3b',
      timeoutMs: 5000,
    });
    expect(() => loadConfig({ ...base(), LLM_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(/LLM_BASE_URL and LLM_MODEL go together/);
    expect(() => loadConfig({ ...base(), LLM_MODEL: 'qwen2.5-3b' })).toThrow(/LLM_BASE_URL and LLM_MODEL go together/);
    expect(() => loadConfig({ ...base(), AI_ENABLED: 'yes' })).toThrow(/AI_ENABLED/);
  });

  it('ends the models\' process after AI_IDLE_SECONDS idle (at most a day) and past AI_MAX_RSS_MB', () => {
    expect(loadConfig({ ...base(), AI_IDLE_SECONDS: '60', AI_MAX_RSS_MB: '500' }).ai).toMatchObject({ idleExitMs: 60_000, maxRssMb: 500 });
    expect(() => loadConfig({ ...base(), AI_IDLE_SECONDS: '0' })).toThrow(/AI_IDLE_SECONDS/);
    expect(() => loadConfig({ ...base(), AI_IDLE_SECONDS: '3000000' })).toThrow(/AI_IDLE_SECONDS/);
    expect(() => loadConfig({ ...base(), AI_MAX_RSS_MB: 'lots' })).toThrow(/AI_MAX_RSS_MB/);
  });

  it('turns transcription on only with the LLM server and a transcription model', () => {
    const llm = { LLM_BASE_URL: 'http://127.0.0.1:8080/v1', LLM_MODEL: 'qwen2.5-3b' };
    expect(loadConfig({ ...base(), ...llm }).ai.transcription).toBeNull();
    expect(loadConfig({ ...base(), ...llm, LLM_TRANSCRIBE_MODEL: 'whisper-1', LLM_TIMEOUT_MS: '8000' }).ai.transcription).toEqual({
      baseUrl: 'http://127.0.0.1:8080/v1',
      apiKey: undefined,
      model: 'whisper-1',
      timeoutMs: 8000,
    });
    expect(() => loadConfig({ ...base(), LLM_TRANSCRIBE_MODEL: 'whisper-1' })).toThrow(/LLM_TRANSCRIBE_MODEL needs LLM_BASE_URL/);
  });

  it('reads keyframes with a vision model only with the LLM server and a vision model', () => {
    const llm = { LLM_BASE_URL: 'http://127.0.0.1:8080/v1', LLM_MODEL: 'qwen2.5-3b' };
    expect(loadConfig({ ...base(), ...llm }).ai.vision).toBeNull();
    expect(loadConfig({ ...base(), ...llm, LLM_VISION_MODEL: 'qwen2.5-vl-3b' }).ai.vision).toEqual({ baseUrl: 'http://127.0.0.1:8080/v1', apiKey: undefined, model: 'qwen2.5-vl-3b', timeoutMs: 8000 });
    expect(() => loadConfig({ ...base(), LLM_VISION_MODEL: 'qwen2.5-vl-3b' })).toThrow(/LLM_VISION_MODEL needs LLM_BASE_URL/);
  });

  it('reads the limits, URLs and CORS origins', () => {
    const config = loadConfig({
      ...base(),
      RATE_LIMIT_PER_MINUTE: '5',
      SIGNUP_LIMIT_PER_HOUR: '2',
      DATABASE_URL: 'postgres://u@db:5432/sokoni',
      REDIS_URL: 'redis://cache:6379',
      MEDIA_PUBLIC_URL: 'https://cdn.example.com',
      CORS_ORIGINS: 'https://a.example, https://b.example ,',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      rateLimitPerMinute: 5,
      signupLimitPerHour: 2,
      databaseUrl: 'postgres://u@db:5432/sokoni',
      redisUrl: 'redis://cache:6379',
      mediaPublicUrl: 'https://cdn.example.com',
      corsOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: 1,
    });
  });

  it('takes a metrics token of 32 or more printable characters; empty is none', () => {
    const token = 'f'.repeat(32);
    expect(loadConfig(base()).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base(), METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base(), METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ ...base(), METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 32 characters/);
    expect(() => loadConfig({ ...base(), METRICS_TOKEN: `${token} x` })).toThrow(/METRICS_TOKEN is printable ASCII without spaces/);
  });

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ ...base(), DATABASE_URL: '', REDIS_URL: '', MEDIA_PUBLIC_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      redisUrl: undefined,
      mediaPublicUrl: undefined,
    });
  });

  it('seeds demo data outside production by default, and in production only when SEED_DEMO=true is set, with a warning', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: secret };
    expect(loadConfig({ DATA_DIR: dataDir() }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(publicDemoPasswordsWarning(loadConfig(production))).toBeUndefined();
    const asked = loadConfig({ ...production, SEED_DEMO: 'true' });
    expect(asked.seedDemo).toBe(true);
    expect(publicDemoPasswordsWarning(asked)).toMatch(/\+26876000000.*demo12345/);
    expect(publicDemoPasswordsWarning(loadConfig({ DATA_DIR: dataDir() }))).toBeUndefined();
  });

  it('refuses MESSENGER=twilio without its credentials', () => {
    const message = 'Invalid configuration:\n  MESSENGER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM';
    expect(() => loadConfig({ ...base(), MESSENGER: 'twilio' })).toThrow(message);
    expect(() => loadConfig({ ...base(), MESSENGER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' })).toThrow(message);
    expect(() => loadConfig({ ...base(), MESSENGER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: '+1500' })).toThrow(message);
    const ok = loadConfig({ ...base(), MESSENGER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1500', TWILIO_API_BASE: 'http://127.0.0.1:9' });
    expect(ok.messenger).toMatchObject({ kind: 'twilio', twilio: { accountSid: 'AC1', authToken: 't', from: '+1500', apiBase: 'http://127.0.0.1:9' } });
  });

  it('refuses MESSENGER=whatsapp without its credentials', () => {
    const message = 'MESSENGER=whatsapp needs WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID';
    expect(() => loadConfig({ ...base(), MESSENGER: 'whatsapp' })).toThrow(message);
    expect(() => loadConfig({ ...base(), MESSENGER: 'whatsapp', WHATSAPP_TOKEN: 'x' })).toThrow(message);
    expect(loadConfig({ ...base(), MESSENGER: 'whatsapp', WHATSAPP_TOKEN: 'x', WHATSAPP_PHONE_NUMBER_ID: '1' }).messenger).toMatchObject({
      kind: 'whatsapp',
      whatsapp: { token: 'x', phoneNumberId: '1', template: 'sokoni_code' },
    });
  });

  it.each([
    [{ MESSENGER: 'pigeon' }, 'MESSENGER'],
    [{ RATE_LIMIT_PER_MINUTE: 'lots' }, 'RATE_LIMIT_PER_MINUTE'],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, 'RATE_LIMIT_PER_MINUTE'],
    [{ SIGNUP_LIMIT_PER_HOUR: '-1' }, 'SIGNUP_LIMIT_PER_HOUR'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ MEDIA_SIGNING_SECRET: 'short' }, 'MEDIA_SIGNING_SECRET must be at least 32 characters'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ JOBS_WORKER: 'no' }, 'JOBS_WORKER'],
  ])('refuses %o, naming it', (env, name) => {
    expect(() => loadConfig({ ...base(), ...env })).toThrow(/^Invalid configuration:/);
    expect(() => loadConfig({ ...base(), ...env })).toThrow(name);
  });

  it('runs job workers in the API process unless JOBS_WORKER=false, which needs a shared database', () => {
    expect(loadConfig(base()).jobs).toEqual({ worker: true, shutdownTimeoutMs: 10_000, leaseMs: 30_000 });
    expect(() => loadConfig({ ...base(), JOBS_WORKER: 'false' })).toThrow('JOBS_WORKER=false needs DATABASE_URL');
    const apart = loadConfig({ ...base(), JOBS_WORKER: 'false', JOBS_SHUTDOWN_TIMEOUT_MS: '60000', JOBS_LEASE_MS: '5000', DATABASE_URL: 'postgres://u@db:5432/sokoni' });
    expect(apart.jobs).toEqual({ worker: false, shutdownTimeoutMs: 60_000, leaseMs: 5_000 });
    expect(() => loadConfig({ ...base(), JOBS_LEASE_MS: '0' })).toThrow('JOBS_LEASE_MS');
  });

  it('limits push endpoints to the browsers\' push services in production, and to none elsewhere unless listed', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: secret }).pushServiceHosts).toEqual(BROWSER_PUSH_SERVICES);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: secret, PUSH_SERVICE_HOSTS: '*' }).pushServiceHosts).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development', PUSH_SERVICE_HOSTS: ' push.example.org , FCM.googleapis.com' }).pushServiceHosts).toEqual(['push.example.org', 'fcm.googleapis.com']);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development' }).pushServiceHosts).toBeNull();
  });

  it('needs JWT_SECRET in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow('JWT_SECRET is required in production');
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: secret }).isProduction).toBe(true);
  });

  it('signs private media addresses with MEDIA_SIGNING_SECRET, else a key derived from the JWT secret (the same in every process, never the JWT secret itself)', () => {
    expect(loadConfig({ ...base(), MEDIA_SIGNING_SECRET: 'm'.repeat(40) }).mediaSigningSecret).toBe('m'.repeat(40));
    const derived = loadConfig(base()).mediaSigningSecret;
    expect(derived.length).toBeGreaterThanOrEqual(32);
    expect(derived).not.toBe(secret);
    expect(loadConfig(base()).mediaSigningSecret).toBe(derived);
    expect(loadConfig({ ...base(), JWT_SECRET: 'j'.repeat(40) }).mediaSigningSecret).not.toBe(derived);
  });

  it('outside production makes a secret once and keeps it under DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir() }).jwtSecret).not.toBe(first);
  });

  it('keeps media on the local disk without STORAGE_URL, and reads a bucket, its path and how to reach it from STORAGE_URL', () => {
    expect(loadConfig(base()).storage).toBeNull();
    const minio = loadConfig({ ...base(), STORAGE_URL: 's3://sokoni-media/prod?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true' });
    expect(minio.storage).toEqual({
      media: { bucket: 'sokoni-media', prefix: 'prod/media/', region: 'eu-west-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, url: 'http://127.0.0.1:9000/sokoni-media' },
      private: { bucket: 'sokoni-media', prefix: 'prod/private/', region: 'eu-west-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, url: 'http://127.0.0.1:9000/sokoni-media' },
    });
    // Public media straight from the bucket, unless a CDN is in front.
    expect(minio.mediaPublicUrl).toBe('http://127.0.0.1:9000/sokoni-media/prod/media');
    expect(loadConfig({ ...base(), STORAGE_URL: 's3://sokoni-media', MEDIA_PUBLIC_URL: 'https://cdn.example.com' }).mediaPublicUrl).toBe('https://cdn.example.com');

    const aws = loadConfig({ ...base(), STORAGE_URL: 's3://sokoni-media', AWS_REGION: 'af-south-1' });
    expect(aws.storage!.media).toEqual({ bucket: 'sokoni-media', prefix: 'media/', region: 'af-south-1', endpoint: undefined, forcePathStyle: false, url: 'https://sokoni-media.s3.af-south-1.amazonaws.com' });
    expect(aws.mediaPublicUrl).toBe('https://sokoni-media.s3.af-south-1.amazonaws.com/media');
    const r2 = loadConfig({ ...base(), STORAGE_URL: 's3://public?endpoint=https://acc.r2.cloudflarestorage.com&region=auto', STORAGE_PRIVATE_URL: 's3://private-files?endpoint=https://acc.r2.cloudflarestorage.com&region=auto' });
    expect(r2.storage!.media.url).toBe('https://public.acc.r2.cloudflarestorage.com');
    expect(r2.storage!.private).toMatchObject({ bucket: 'private-files', prefix: 'private/', url: 'https://private-files.acc.r2.cloudflarestorage.com' });
  });

  it('refuses a STORAGE_URL it cannot use, naming what is wrong', () => {
    const bad = (env: Record<string, string>) => () => loadConfig({ ...base(), ...env });
    expect(bad({ STORAGE_URL: 'https://bucket.example.com' })).toThrow(/STORAGE_URL: not an s3:\/\/ address/);
    expect(bad({ STORAGE_URL: 's3://KEY:SECRET@bucket' })).toThrow(/credentials go in AWS_ACCESS_KEY_ID/);
    expect(bad({ STORAGE_URL: 's3://B' })).toThrow(/is not a bucket name/);
    expect(bad({ STORAGE_URL: 's3://bucket/a b' })).toThrow(/is not a key path/);
    expect(bad({ STORAGE_URL: 's3://bucket?endpont=http://x' })).toThrow(/unknown option endpont/);
    expect(bad({ STORAGE_URL: 's3://bucket?endpoint=ftp://x' })).toThrow(/endpoint is not an http\(s\) address/);
    expect(bad({ STORAGE_PRIVATE_URL: 's3://bucket' })).toThrow(/STORAGE_PRIVATE_URL needs STORAGE_URL/);
  });
});

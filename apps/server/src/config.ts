import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  MEDIA_PUBLIC_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  MEDIA_SIGNING_SECRET: z.string().min(32, 'MEDIA_SIGNING_SECRET must be at least 32 characters').optional(),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.string().regex(/^(true|false|\d{1,2})$/, 'TRUST_PROXY must be false, true (one proxy) or the number of proxies in front').default('false'),
  RATE_LIMIT_PER_MINUTE: positiveInt(600),
  SIGNUP_LIMIT_PER_HOUR: positiveInt(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  WEB_DIST: z.string().optional(),
  MESSENGER: z.enum(['outbox', 'whatsapp', 'twilio']).default('outbox'),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_TEMPLATE: z.string().default('sokoni_code'),
  WHATSAPP_API_BASE: z.url().default('https://graph.facebook.com/v21.0'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
  JOBS_WORKER: z.enum(['true', 'false']).default('true'),
  JOBS_SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  AI_ENABLED: z.enum(['true', 'false']).default('true'),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().trim().optional(),
  LLM_TRANSCRIBE_MODEL: z.string().trim().optional(),
  LLM_TIMEOUT_MS: positiveInt(5_000),
});

export type Config = ReturnType<typeof loadConfig>;

/** Every environment variable, parsed once; a bad value stops the boot with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.MESSENGER === 'whatsapp' && !(e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID)) {
    throw new Error('Invalid configuration:\n  MESSENGER=whatsapp needs WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID');
  }
  if (e.MESSENGER === 'twilio' && !(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM)) {
    throw new Error('Invalid configuration:\n  MESSENGER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  if (e.JOBS_WORKER === 'false' && !e.DATABASE_URL) {
    // Only this process can open the embedded database, so no other process could run the jobs.
    throw new Error('Invalid configuration:\n  JOBS_WORKER=false needs DATABASE_URL (workers started with `npm run worker` share the database)');
  }
  if (Boolean(e.LLM_BASE_URL) !== Boolean(e.LLM_MODEL)) {
    throw new Error('Invalid configuration:\n  LLM_BASE_URL and LLM_MODEL go together (an OpenAI-compatible server and the model it serves)');
  }
  if (e.LLM_TRANSCRIBE_MODEL && !e.LLM_BASE_URL) {
    throw new Error('Invalid configuration:\n  LLM_TRANSCRIBE_MODEL needs LLM_BASE_URL (the OpenAI-compatible server that serves it)');
  }
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET is required in production');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const jwtSecret = e.JWT_SECRET ?? localSecret(dataDir);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    mediaPublicUrl: e.MEDIA_PUBLIC_URL,
    // Canonical and Open Graph addresses come from here, never from a request's Host header.
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    jwtSecret,
    // Signs the short-lived addresses of private files (chat attachments). Without its own value it
    // is derived from the JWT secret (every API process shares that already), never equal to it.
    mediaSigningSecret: e.MEDIA_SIGNING_SECRET ?? createHmac('sha256', jwtSecret).update('sokoni:media-signing:v1').digest('base64url'),
    // Hops, never "every hop": with `true` Fastify believes the leftmost X-Forwarded-For entry, which
    // the client writes itself. `true` is one proxy (the load balancer) in front.
    trustProxy: e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY === 'true' ? 1 : Number(e.TRUST_PROXY),
    corsOrigins: e.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    signupLimitPerHour: e.SIGNUP_LIMIT_PER_HOUR,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    jobs: { worker: e.JOBS_WORKER === 'true', shutdownTimeoutMs: e.JOBS_SHUTDOWN_TIMEOUT_MS },
    ai: {
      // The image models (a worker thread, ~300 MB once loaded); off, drafting works from words and prices alone.
      enabled: e.AI_ENABLED === 'true',
      llm: e.LLM_BASE_URL && e.LLM_MODEL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS } : null,
      // Speech to text on the same server (`/audio/transcriptions`), for browsers without a speech recognizer.
      transcription: e.LLM_BASE_URL && e.LLM_TRANSCRIBE_MODEL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_TRANSCRIBE_MODEL, timeoutMs: e.LLM_TIMEOUT_MS } : null,
    },
    messenger: {
      kind: e.MESSENGER,
      whatsapp: { token: e.WHATSAPP_TOKEN ?? '', phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID ?? '', template: e.WHATSAPP_TEMPLATE, apiBase: e.WHATSAPP_API_BASE },
      twilio: { accountSid: e.TWILIO_ACCOUNT_SID ?? '', authToken: e.TWILIO_AUTH_TOKEN ?? '', from: e.TWILIO_FROM ?? '', apiBase: e.TWILIO_API_BASE },
    },
  };
}

/** Outside production a signing secret is made once and kept under DATA_DIR so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

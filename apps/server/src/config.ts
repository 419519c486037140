import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
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
  STORAGE_URL: z.string().trim().optional(),
  STORAGE_PRIVATE_URL: z.string().trim().optional(),
  AWS_REGION: z.string().trim().optional(),
  PUBLIC_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  MEDIA_SIGNING_SECRET: z.string().min(32, 'MEDIA_SIGNING_SECRET must be at least 32 characters').optional(),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.string().regex(/^(true|false|\d{1,2})$/, 'TRUST_PROXY must be false, true (one proxy) or the number of proxies in front').default('false'),
  RATE_LIMIT_PER_MINUTE: positiveInt(600),
  SIGNUP_LIMIT_PER_HOUR: positiveInt(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: on outside production, off in production (its demo passwords are public).
  SEED_DEMO: z.enum(['true', 'false']).optional(),
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
  /** A running job's lease: a dead worker's jobs run again elsewhere within about twice this. */
  JOBS_LEASE_MS: positiveInt(30_000),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).optional(),
  AI_ENABLED: z.enum(['true', 'false']).default('true'),
  /** The image models' child process ends after this many idle seconds (the next picture starts another). */
  AI_IDLE_SECONDS: z.coerce.number().int().positive().max(86_400).default(180),
  /** The image models' child process is ended, once it has answered, when its resident memory passes this. */
  AI_MAX_RSS_MB: positiveInt(700),
  /** The unsafe-image check's bar for porn + hentai (modules/moderation/unsafe-rule.ts); lower holds more for review. */
  UNSAFE_HOLD_BAR: z.coerce.number().gt(0).max(1).default(0.7),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().trim().optional(),
  LLM_TRANSCRIBE_MODEL: z.string().trim().optional(),
  LLM_VISION_MODEL: z.string().trim().optional(),
  LLM_VISION_TIMEOUT_MS: positiveInt(8_000),
  LLM_TIMEOUT_MS: positiveInt(5_000),
  // Lets a scraper elsewhere read GET /api/metrics (this machine itself may without it).
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'METRICS_TOKEN must be at least 32 characters (openssl rand -hex 32)').regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN is printable ASCII without spaces').optional(),
  ),
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  // Hosts (and their subdomains) a subscription's endpoint may name, comma-separated; `*` any https host.
  PUSH_SERVICE_HOSTS: z.string().trim().optional(),
  VAPID_SUBJECT: z.string().trim().regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT is a mailto: or https: address push services can reach you at').optional(),
});

type Env = z.infer<typeof envSchema>;

/** Settings that only work together: a missing partner stops the boot, naming both. */
function refuseInconsistent(e: Env): void {
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
  if (e.LLM_VISION_MODEL && !e.LLM_BASE_URL) {
    throw new Error('Invalid configuration:\n  LLM_VISION_MODEL needs LLM_BASE_URL (the OpenAI-compatible server that serves it)');
  }
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET is required in production');
  }
  if (e.STORAGE_PRIVATE_URL && !e.STORAGE_URL) {
    throw new Error('Invalid configuration:\n  STORAGE_PRIVATE_URL needs STORAGE_URL (private files go to an object store only when media does)');
  }
}

export type Config = ReturnType<typeof loadConfig>;

/** Every environment variable, parsed once; a bad value stops the boot with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  refuseInconsistent(e);
  const storage = e.STORAGE_URL
    ? {
        media: bucketTarget('STORAGE_URL', e.STORAGE_URL, 'media', e.AWS_REGION),
        private: bucketTarget(e.STORAGE_PRIVATE_URL ? 'STORAGE_PRIVATE_URL' : 'STORAGE_URL', e.STORAGE_PRIVATE_URL || e.STORAGE_URL, 'private', e.AWS_REGION),
      }
    : null;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (npx web-push generate-vapid-keys)');
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
    // With an object store and no CDN, public media is read straight from the bucket.
    mediaPublicUrl: e.MEDIA_PUBLIC_URL ?? (storage ? `${storage.media.url}/${storage.media.prefix.replace(/\/$/, '')}` : undefined),
    /** Media on an S3-compatible object store (STORAGE_URL); null: local disk under DATA_DIR. */
    storage,
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
    /** Bearer token for GET /api/metrics from other machines; unset, only loopback may read it. */
    metricsToken: e.METRICS_TOKEN,
    signupLimitPerHour: e.SIGNUP_LIMIT_PER_HOUR,
    logLevel: e.LOG_LEVEL,
    seedDemo: (e.SEED_DEMO ?? (e.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    jobs: { worker: e.JOBS_WORKER === 'true', shutdownTimeoutMs: e.JOBS_SHUTDOWN_TIMEOUT_MS, leaseMs: e.JOBS_LEASE_MS },
    // After SIGTERM the readiness check answers 503 this long before the server stops taking
    // requests, so a load balancer stops sending new ones first (production: 5 s).
    shutdownDrainMs: (e.SHUTDOWN_DRAIN_SECONDS ?? (e.NODE_ENV === 'production' ? 5 : 0)) * 1000,
    ai: {
      unsafeHoldBar: e.UNSAFE_HOLD_BAR,
      // The image models (a child process, ~300 MB once loaded, ended when idle); off, drafting works from words and prices alone.
      enabled: e.AI_ENABLED === 'true',
      idleExitMs: e.AI_IDLE_SECONDS * 1000,
      maxRssMb: e.AI_MAX_RSS_MB,
      llm: e.LLM_BASE_URL && e.LLM_MODEL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS } : null,
      // Speech to text on the same server (`/audio/transcriptions`), for browsers without a speech recognizer.
      transcription: e.LLM_BASE_URL && e.LLM_TRANSCRIBE_MODEL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_TRANSCRIBE_MODEL, timeoutMs: e.LLM_TIMEOUT_MS } : null,
      // A vision model on the same server reads 1–3 keyframes while drafting; any failure falls back to the detectors.
      vision: e.LLM_BASE_URL && e.LLM_VISION_MODEL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_VISION_MODEL, timeoutMs: e.LLM_VISION_TIMEOUT_MS } : null,
    },
    // Web Push: every API process and worker needs the same keys. Outside production a pair is made
    // once under DATA_DIR; in production push is off until they are set.
    push: pushKeys(e, dataDir),
    pushServiceHosts: pushServiceHosts(e),
    messenger: {
      kind: e.MESSENGER,
      whatsapp: { token: e.WHATSAPP_TOKEN ?? '', phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID ?? '', template: e.WHATSAPP_TEMPLATE, apiBase: e.WHATSAPP_API_BASE },
      twilio: { accountSid: e.TWILIO_ACCOUNT_SID ?? '', authToken: e.TWILIO_AUTH_TOKEN ?? '', from: e.TWILIO_FROM ?? '', apiBase: e.TWILIO_API_BASE },
    },
  };
}

/** One root of objects in an S3-compatible bucket: `bucket`, the key `prefix` (ending in `/`), and how to reach it. */
export type BucketTarget = { bucket: string; prefix: string; region: string; endpoint: string | undefined; forcePathStyle: boolean; /** The bucket's own address (presigned GETs start with it). */ url: string };

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const KEY_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const BUCKET_OPTIONS = new Set(['endpoint', 'region', 'forcePathStyle']);

/**
 * `s3://bucket[/path]?endpoint=http://127.0.0.1:9000&region=us-east-1&forcePathStyle=true` → the
 * objects under `path/{folder}/`. Without `endpoint` it is AWS S3 itself; credentials never go in
 * the address (the SDK's default chain: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, a role).
 */
function bucketTarget(name: string, value: string, folder: string, defaultRegion: string | undefined): BucketTarget {
  const fail = (why: string) => new Error(`Invalid configuration:\n  ${name}: ${why} (s3://bucket[/path]?endpoint=…&region=…&forcePathStyle=true)`);
  const url = URL.parse(value);
  if (!url || url.protocol !== 's3:') throw fail('not an s3:// address');
  if (url.username || url.password) throw fail('credentials go in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, not in the address');
  const bucket = url.hostname;
  if (!BUCKET_NAME.test(bucket)) throw fail(`"${bucket}" is not a bucket name`);
  const path = url.pathname.replace(/^\/+|\/+$/g, '');
  if (path && !KEY_PATH.test(path)) throw fail(`"${path}" is not a key path`);
  const unknown = [...url.searchParams.keys()].filter((k) => !BUCKET_OPTIONS.has(k));
  if (unknown.length > 0) throw fail(`unknown option ${unknown.join(', ')}`);
  const endpointParam = url.searchParams.get('endpoint');
  const endpoint = endpointParam ? URL.parse(endpointParam) : undefined;
  if (endpoint === null || (endpoint && !/^https?:$/.test(endpoint.protocol))) throw fail('endpoint is not an http(s) address');
  const region = url.searchParams.get('region') || defaultRegion || 'us-east-1';
  const forcePathStyle = url.searchParams.get('forcePathStyle') === 'true';
  const endpointBase = endpoint ? `${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}` : '';
  const address = !endpoint
    ? `https://${bucket}.s3.${region}.amazonaws.com`
    : forcePathStyle
      ? `${endpoint.protocol}//${endpointBase}/${bucket}`
      : `${endpoint.protocol}//${bucket}.${endpointBase}`;
  return { bucket, prefix: `${path ? `${path}/` : ''}${folder}/`, region, endpoint: endpoint?.href.replace(/\/+$/, ''), forcePathStyle, url: address };
}

/**
 * The browsers' push services: the server posts to whatever endpoint a subscription names, so in
 * production only these may be named (no request to an address inside the network). Elsewhere
 * any https host, so tests and local setups can run their own. null: any.
 */
export const BROWSER_PUSH_SERVICES = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

function pushServiceHosts(e: z.infer<typeof envSchema>): string[] | null {
  const listed = e.PUSH_SERVICE_HOSTS;
  if (listed === '*') return null;
  if (listed) return listed.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean);
  return e.NODE_ENV === 'production' ? BROWSER_PUSH_SERVICES : null;
}

type VapidKeys = { publicKey: string; privateKey: string; subject: string };

function pushKeys(e: z.infer<typeof envSchema>, dataDir: string): VapidKeys | null {
  const publicUrl = e.PUBLIC_URL ?? '';
  const subject = e.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : 'mailto:webpush@localhost');
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject };
  if (e.NODE_ENV === 'production') return null;
  const file = path.join(dataDir, 'vapid.json');
  if (existsSync(file)) return { ...(JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }), subject };
  // A P-256 pair as Web Push wants it: the public key as an uncompressed point, the private as its scalar.
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const keys = {
    publicKey: Buffer.concat([Buffer.from([4]), Buffer.from(pub.x!, 'base64url'), Buffer.from(pub.y!, 'base64url')]).toString('base64url'),
    privateKey: privateKey.export({ format: 'jwk' }).d!,
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
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

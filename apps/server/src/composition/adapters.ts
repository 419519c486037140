import { Redis } from 'ioredis';
import { ACCESS_TOKEN_TTL_SECONDS } from '@sokoni/contracts/constants';
import { openAi } from '../platform/ai/index.ts';
import { createLocalChangeBus, createRedisChangeBus } from '../platform/cache/change-bus.ts';
import { sharedReplyTtlMs } from '../platform/http/reply-cache.ts';
import { createLifecycle } from '../platform/lifecycle.ts';
import { createMemoryLimiter, createRedisLimiter } from '../platform/limiter.ts';
import { createMediaKeyOf, createMediaUrl } from '../platform/media-url.ts';
import { createMessenger } from '../platform/messenger/create-messenger.ts';
import { instrumentModels } from '../platform/metrics/index.ts';
import { createTokenSigner } from '../platform/security/tokens.ts';
import { createUrlSigner } from '../platform/security/signed-urls.ts';
import { createPrivateStorage, createStorage } from '../platform/storage/create-storage.ts';
import type { ServicesInput } from './services-input.ts';

/** Every outside thing the services talk to: Redis, limits, tokens, messages, files, the change bus, the models. */
export function buildAdapters(input: ServicesInput) {
  const { config, log } = input;
  const { db } = input.database;
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  const lifecycle = createLifecycle();
  redis?.on('error', (err) => log.warn({ err: err.message }, 'redis error'));
  const redisPrefix = `sokoni:${input.redisPrefix ?? ''}`;
  const limiter = redis ? createRedisLimiter(redis, `${redisPrefix}limit:`) : createMemoryLimiter();
  const signer = createTokenSigner(config.jwtSecret, ACCESS_TOKEN_TTL_SECONDS);
  const messenger = input.messenger ?? createMessenger(config.messenger, db, log);
  // Without a CDN, media is served by this server under /media.
  const mediaUrl = createMediaUrl(config.mediaPublicUrl ?? '/media');
  const mediaKeyOf = createMediaKeyOf(config.mediaPublicUrl);
  const storage = createStorage(config);
  // Chat attachments and ID documents: apart from public media, fetched only by signed address.
  const privateStorage = createPrivateStorage(config);
  const urlSigner = createUrlSigner(config.mediaSigningSecret);
  const replyTtlMs = input.replyTtlMs ?? sharedReplyTtlMs(config);
  // Cached replies drop a product or shop when it changes, in every process.
  const changes = config.redisUrl ? createRedisChangeBus({ redisUrl: config.redisUrl, channel: `${redisPrefix}changes`, log }) : createLocalChangeBus();
  // Offline image models (a worker thread, loaded on first use); the LLM and its speech to text when configured.
  const { ai, llm, transcriber, vision } = instrumentModels(openAi(config, log), input.metrics);
  return { redis, lifecycle, redisPrefix, limiter, signer, messenger, mediaUrl, mediaKeyOf, storage, privateStorage, urlSigner, replyTtlMs, changes, ai, llm, transcriber, vision };
}
export type Adapters = ReturnType<typeof buildAdapters>;

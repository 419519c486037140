import { heldNotice, unsafeVerdict } from '../modules/moderation/index.ts';
import { createMediaService, transcodeVideo } from '../modules/media/index.ts';
import { createNotificationsRepo, createNotificationsService, createNotifier } from '../modules/notifications/index.ts';
import { createPushSender, createPushService } from '../modules/push/index.ts';
import type { ServicesInput } from './services-input.ts';
import type { AccountServices } from './accounts.ts';
import type { Adapters } from './adapters.ts';
import type { Late } from './late.ts';

/** Uploads and their screening, and the notices (in the app, live and by push) that tell people. */
export function buildMediaServices(input: ServicesInput, a: Adapters, accounts: AccountServices, late: Late) {
  const { config, log } = input;
  const { db } = input.database;
  const { ai, mediaUrl } = a;
  const media = createMediaService({
    db,
    storage: a.storage,
    privateFiles: { storage: a.privateStorage, signer: a.urlSigner },
    mediaUrl,
    limiter: a.limiter,
    dataDir: config.dataDir,
    log,
    enqueueVideo: (job) => late.jobs!.enqueue(videoJob, job),
    screen: ai ? async (picture) => unsafeVerdict(await ai.classifyUnsafe(picture), config.ai.unsafeHoldBar) : undefined,
    freeModels: () => ai?.release?.(),
    onHeld: (row) => notifier.notify(heldNotice(row, 'held')),
  });
  const videoJob = transcodeVideo(media);
  const testPushService = input.testPushService;
  const push = createPushService({
    db,
    log,
    serviceHosts: config.pushServiceHosts,
    reach: { allowLoopback: Boolean(testPushService) },
    publicKey: config.push?.publicKey ?? null,
    send: config.push ? createPushSender(config.push, { testService: testPushService }) : null,
  });
  const notifier = createNotifier({ db, realtime: accounts.realtime, log, mediaUrl, push });
  const notifications = createNotificationsService({ repo: createNotificationsRepo(db), mediaUrl });
  return { media, videoJob, push, notifier, notifications };
}
export type MediaServices = ReturnType<typeof buildMediaServices>;

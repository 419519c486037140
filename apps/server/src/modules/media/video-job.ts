import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job.ts';
import type { VideoJob } from './service.ts';

/**
 * Making an uploaded video servable (remux or transcode to H.264/AAC, faststart), as a durable
 * job: queued before a crash, it runs after the restart. One at a time per worker process: each
 * takes a whole core for seconds to minutes, and the API must keep answering.
 */
export const transcodeVideo = (media: { processVideo(job: VideoJob): Promise<void> }) =>
  defineJob({
    name: 'media.transcode-video',
    payload: z.object({ uploadId: z.string(), original: z.string() }),
    // The job settles its upload itself (ready, or failed with a reason): nothing to retry.
    retries: 0,
    // ffmpeg is stopped after 10 minutes.
    timeoutMs: 11 * 60_000,
    concurrency: 1,
    handler: (job) => media.processVideo(job),
  });

// The media module's face: uploads (pictures re-encoded, videos queued, documents kept), the public /media files and the private ones.
export { createMediaService, failAbandonedVideos, type MediaService } from './service.ts';
export { transcodeVideo } from './video-job.ts';
export { mediaFilesRoutes } from './routes.ts';
export { mediaUploadRoutes } from './upload-routes.ts';
export { privateMediaRoutes } from './private-routes.ts';
export { uploadsByKeys } from './face-queries.ts';
export type { MediaUploadRow } from '../../platform/db/tables/media.ts';

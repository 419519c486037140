// The media module's face: uploads (pictures re-encoded, videos queued) and the /media files.
export { createMediaService, failAbandonedVideos, type MediaService } from './service.ts';
export { transcodeVideo } from './video-job.ts';
export { mediaFilesRoutes } from './routes.ts';
export { mediaUploadRoutes } from './upload-routes.ts';

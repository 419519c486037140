/** Upload rules without zod, so the web app can import them without the schema library. */

const MB = 1024 * 1024;

/** doc 1 §5, §9 and doc 2 §9: what each use of an upload accepts. */
export const UPLOAD_LIMITS = {
  /** Comment attachments and the shared upload helper: images and short videos. */
  comment: { maxBytes: 10 * MB, maxFiles: 5, maxFilesReply: 3 },
  image: { maxBytes: 10 * MB },
  avatar: { maxBytes: 5 * MB },
  shopImage: { maxBytes: 5 * MB },
  productVideo: { maxBytes: 100 * MB },
  shopChatAttachment: { maxBytes: 50 * MB, maxFiles: 5 },
  dealerChatAttachment: { maxBytes: 100 * MB, maxFiles: 5 },
  idDocument: { maxBytes: 10 * MB },
  verificationVideo: { maxBytes: 50 * MB },
} as const;

/**
 * Videos (no figure in the specs): at most 4096 px on a side (4K phones fit), 10 minutes, and
 * three of a person's videos waiting to be processed at once, so one account cannot fill the queue.
 */
export const VIDEO_LIMITS = { maxSide: 4096, maxSeconds: 600, processingPerUser: 3 } as const;

/** Image types the shared upload helper accepts (doc 1 §5). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const UPLOAD_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

/** doc 1 §5 and §8: the upload helper's words. */
export const UPLOAD_MESSAGES = {
  tooLarge: 'File size must be less than 10MB',
  videoTooBig: `Videos can be at most ${VIDEO_LIMITS.maxSide} pixels wide or tall`,
  videoTooLong: `Videos can be at most ${VIDEO_LIMITS.maxSeconds / 60} minutes long`,
  videosProcessing: 'Your other videos are still being processed. Please wait a moment and try again.',
  imagesOnly: 'Only image files (JPEG, PNG, GIF, WebP) are allowed',
  tooMany: (max: number, reply: boolean) => `Maximum ${max} files allowed${reply ? ' for replies' : ''}`,
  perFile: (index: number, message: string) => `File ${index}: ${message}`,
  notAFile: 'Invalid file type provided. Expected File or Blob',
  uploadFailed: 'Upload failed',
  failedToUpload: 'Failed to upload media',
  noUrl: 'Upload failed - no URL returned',
  imageFailed: 'Failed to upload image. Please try again.',
  unsupported: 'This file type is not supported. Upload a JPEG, PNG, GIF or WebP picture, or an MP4, WebM or MOV video.',
  missingFile: 'Choose a file to upload',
  badFolder: 'Unknown upload folder',
  notOwner: 'You can only delete your own uploads',
  notYours: 'Choose a picture you uploaded yourself',
  unreadable: 'This file could not be read. It may be damaged; try another one.',
  oneFilePerRequest: 'Upload one file per request (Maximum 1 file allowed)',
  malformed: 'Malformed upload',
  tooLargeMb: (mb: number) => `File size must be less than ${mb}MB`,
  tooManyUploads: 'Too many uploads. Please wait a little and try again.',
  uploadNotFound: 'Upload not found',
  linkExpired: 'This link has expired. Open the conversation again to get a fresh one.',
  linkInvalid: 'This link is not valid',
} as const;

/**
 * Folders of POST /media/upload (doc 1 §7.5, doc 2 §7): `comments` by default; the ones with an id
 * carry it (`products/{id}`, `shops/{id}`, `cars/{id}`, `conversations/{id}/media`). `chats`
 * (shop-style chat files) and `conversations` (dealer-style) are private, as is `verification`.
 */
export const UPLOAD_FOLDER_PATTERN = /^(comments|avatars|ai-search|search-images|verification|chats|conversations|(products|shops|cars)\/[0-9a-f-]{36}|conversations\/[0-9a-f-]{36}\/media)$/;

/**
 * Private files (chat attachments, ID verification) are served only through signed addresses
 * (`/api/media/private/{key}?exp=…&sig=…`) that stop working about this long after they were
 * handed out (rounded up to the next 10 minutes, so one view's addresses stay the same for a
 * while and the browser's cache holds). Refetch the message list for fresh ones.
 */
export const PRIVATE_MEDIA_URL_TTL_SECONDS = 3600;

/** What an upload became: a picture, a video, or a document kept as it was sent (dealer chat). */
export const MEDIA_KINDS = ['image', 'video', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_STATUSES = ['ready', 'processing', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

// The reply type, from the schema the upload routes declare in `media.ts` (type-only: this module stays free of zod).
export type { MediaUploadResult } from './media.ts';

/**
 * Uploads are stored under `u/{userId}/{folder}/…`, so any module can tell whether a key that a
 * client sends (a comment's media, a chat attachment) is the sender's own upload.
 */
export const uploadKeyPrefix = (userId: string) => `u/${userId}/`;

/** Folders whose files are private (chat files, ID verification): served only by signed address. */
export const PRIVATE_UPLOAD_FOLDERS: readonly string[] = ['chats', 'conversations', 'verification'];

/** A key of a private upload (`u/{userId}/{folder}/…` with a private folder). */
export const isPrivateUploadKey = (key: string) => PRIVATE_UPLOAD_FOLDERS.includes(key.split('/')[2] ?? '');

/** The sender's own upload that may be shown to anyone (an avatar, a shop image, a comment's media): never a private one. */
export const isOwnPublicUploadKey = (key: unknown, userId: string): boolean => isOwnUploadKey(key, userId) && !isPrivateUploadKey(key as string);

export function isOwnUploadKey(key: unknown, userId: string): boolean {
  if (typeof key !== 'string' || !userId || key.length > 512) return false;
  if (!key.startsWith(uploadKeyPrefix(userId))) return false;
  // Plain relative segments only: no `..`, no empty or hidden segments.
  return key.split('/').every((s) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(s));
}

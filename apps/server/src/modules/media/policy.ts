import { UPLOAD_IMAGE_TYPES, UPLOAD_LIMITS, UPLOAD_VIDEO_TYPES } from '@sokoni/contracts/media';

export type MediaKind = 'image' | 'video';

/** What one upload folder takes: the largest size per kind; a kind left out is refused. */
export type FolderPolicy = {
  image?: number;
  video?: number;
  /** Square WebP renditions (avatars). */
  square?: boolean;
  /** Extra video containers this folder takes (doc 2 §5: verification videos may be AVI). */
  extraVideoTypes?: readonly string[];
  /** The limit is exclusive: doc 2 §5 wants a product video "under 100 MB" and a shop image "under 5 MB". */
  under?: boolean;
};

const MB = 1024 * 1024;

/** doc 1 §5/§9 and doc 2 §5/§9, folder by folder. */
export function policyFor(folder: string): FolderPolicy {
  const root = folder.split('/')[0];
  switch (root) {
    case 'avatars':
      return { image: UPLOAD_LIMITS.avatar.maxBytes, square: true };
    case 'shops':
      return { image: UPLOAD_LIMITS.shopImage.maxBytes, under: true };
    case 'ai-search':
    case 'search-images':
      return { image: UPLOAD_LIMITS.image.maxBytes };
    case 'verification':
      return { image: UPLOAD_LIMITS.idDocument.maxBytes, video: UPLOAD_LIMITS.verificationVideo.maxBytes, extraVideoTypes: ['video/vnd.avi', 'video/x-msvideo'] };
    case 'products':
    case 'cars':
      return { image: UPLOAD_LIMITS.image.maxBytes, video: UPLOAD_LIMITS.productVideo.maxBytes, under: true };
    case 'conversations':
      return { image: UPLOAD_LIMITS.dealerChatAttachment.maxBytes, video: UPLOAD_LIMITS.dealerChatAttachment.maxBytes };
    default:
      return { image: UPLOAD_LIMITS.comment.maxBytes, video: UPLOAD_LIMITS.comment.maxBytes };
  }
}

/** Whether `bytes` is more than this folder takes for a kind whose limit is `limit` (exactly the limit too, when it is exclusive). */
export function isTooLarge(bytes: number, limit: number, policy: FolderPolicy): boolean {
  return policy.under ? bytes >= limit : bytes > limit;
}

/** The largest file any folder takes: uploads stop being read past it. */
export const MAX_UPLOAD_BYTES = 100 * MB;

const IMAGE_TYPES: readonly string[] = UPLOAD_IMAGE_TYPES;
// file-type names some MP4 brands (Apple's M4V) differently; they are MP4 all the same.
const VIDEO_TYPES: readonly string[] = [...UPLOAD_VIDEO_TYPES, 'video/x-m4v'];

/** The kind of a sniffed type when this folder takes it, else null. */
export function acceptedKind(mime: string | undefined, policy: FolderPolicy): MediaKind | null {
  if (!mime) return null;
  if (IMAGE_TYPES.includes(mime)) return policy.image ? 'image' : null;
  if (VIDEO_TYPES.includes(mime) || policy.extraVideoTypes?.includes(mime)) return policy.video ? 'video' : null;
  return null;
}

export const megabytes = (bytes: number) => Math.round(bytes / MB);

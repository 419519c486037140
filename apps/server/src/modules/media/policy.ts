import { CHAT_MESSAGES } from '@sokoni/contracts/chat-rules';
import { UPLOAD_IMAGE_TYPES, UPLOAD_LIMITS, UPLOAD_VIDEO_TYPES, type MediaKind } from '@sokoni/contracts/media';

export type { MediaKind };

/** What one upload folder takes: the largest size per kind (a file must be under it); a kind left out is refused. */
export type FolderPolicy = {
  image?: number;
  video?: number;
  /** Documents kept as they were sent (doc 2 §5 dealer chat: pdf, doc, docx, txt, rtf). */
  document?: number;
  /** Square WebP renditions (avatars). */
  square?: boolean;
  /** Extra video containers this folder takes (doc 2 §5: verification videos may be AVI). */
  extraVideoTypes?: readonly string[];
  /**
   * Private files: stored apart from public media (never under `/media`), served only through
   * short-lived signed addresses handed to the people who may see them.
   */
  private?: boolean;
  /** The folder's own words for a refused type and a file too large (doc 2 §5/§8). */
  messages?: { wrongType: string; tooLarge: (mb: number) => string };
};

const MB = 1024 * 1024;

/** doc 1 §5/§9 and doc 2 §5/§9, folder by folder. */
export function policyFor(folder: string): FolderPolicy {
  const root = folder.split('/')[0];
  switch (root) {
    case 'avatars':
      return { image: UPLOAD_LIMITS.avatar.maxBytes, square: true };
    case 'shops':
      return { image: UPLOAD_LIMITS.shopImage.maxBytes };
    case 'ai-search':
    case 'search-images':
      return { image: UPLOAD_LIMITS.image.maxBytes };
    case 'verification':
      // ID documents and selfie videos: their owner (and, with issue 14, the reviewers) only.
      return { image: UPLOAD_LIMITS.idDocument.maxBytes, video: UPLOAD_LIMITS.verificationVideo.maxBytes, extraVideoTypes: ['video/vnd.avi', 'video/x-msvideo'], private: true };
    case 'products':
    case 'cars':
      return { image: UPLOAD_LIMITS.image.maxBytes, video: UPLOAD_LIMITS.productVideo.maxBytes };
    case 'chats':
      // doc 2 §5 shop chat: images or videos, each under 50 MB.
      return {
        image: UPLOAD_LIMITS.shopChatAttachment.maxBytes,
        video: UPLOAD_LIMITS.shopChatAttachment.maxBytes,
        private: true,
        messages: { wrongType: CHAT_MESSAGES.shopFileType, tooLarge: CHAT_MESSAGES.fileTooLarge },
      };
    case 'conversations':
      // doc 2 §5 dealer chat: images, pdf, doc, docx, txt, rtf, each under 100 MB.
      return {
        image: UPLOAD_LIMITS.dealerChatAttachment.maxBytes,
        document: UPLOAD_LIMITS.dealerChatAttachment.maxBytes,
        private: true,
        messages: { wrongType: CHAT_MESSAGES.dealerFileType, tooLarge: CHAT_MESSAGES.fileTooLarge },
      };
    default:
      return { image: UPLOAD_LIMITS.comment.maxBytes, video: UPLOAD_LIMITS.comment.maxBytes };
  }
}

/** The largest file any folder takes: uploads stop being read past it. */
export const MAX_UPLOAD_BYTES = 100 * MB;

/** The largest file a folder takes of any kind (reading stops there). */
export const folderCap = (policy: FolderPolicy) => Math.max(policy.image ?? 0, policy.video ?? 0, policy.document ?? 0);

const IMAGE_TYPES: readonly string[] = UPLOAD_IMAGE_TYPES;
// file-type names some MP4 brands (Apple's M4V) differently; they are MP4 all the same.
const VIDEO_TYPES: readonly string[] = [...UPLOAD_VIDEO_TYPES, 'video/x-m4v'];

/** The kind of a sniffed picture or video type when this folder takes it, else null (documents: see documents.ts). */
export function acceptedKind(mime: string | undefined, policy: FolderPolicy): 'image' | 'video' | null {
  if (!mime) return null;
  if (IMAGE_TYPES.includes(mime)) return policy.image ? 'image' : null;
  if (VIDEO_TYPES.includes(mime) || policy.extraVideoTypes?.includes(mime)) return policy.video ? 'video' : null;
  return null;
}

export const megabytes = (bytes: number) => Math.round(bytes / MB);

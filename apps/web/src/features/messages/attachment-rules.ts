import { CHAT_LIMITS, DEALER_DOCUMENT_TYPES, type ChatAttachmentKind, type ChatStyle } from '@sokoni/contracts/chat-rules';
import { UPLOAD_IMAGE_TYPES, UPLOAD_VIDEO_TYPES } from '@sokoni/contracts/media-rules';

/** A file chosen in the composer, before it is uploaded. */
export type PickedFile = { id: string; file: File; kind: ChatAttachmentKind; previewUrl: string | null };

const DOCUMENT_EXTENSIONS = Object.values(DEALER_DOCUMENT_TYPES) as string[];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];
const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov'];
const MB = 1024 * 1024;

/** The file picker's `accept`: doc 2 §5, shop chat images or videos, dealer chat images and documents. */
export const ACCEPT: Record<ChatStyle, string> = {
  shop: [...UPLOAD_IMAGE_TYPES, ...UPLOAD_VIDEO_TYPES].join(','),
  dealer: [...UPLOAD_IMAGE_TYPES, ...Object.keys(DEALER_DOCUMENT_TYPES), ...DOCUMENT_EXTENSIONS.map((e) => `.${e}`)].join(','),
};

export const limitsOf = (style: ChatStyle) => (style === 'shop' ? CHAT_LIMITS.shopAttachments : CHAT_LIMITS.dealerAttachments);

const extension = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** What a file is for this chat, from its type or (when a phone sends none) its name; null when refused. The server checks the bytes. */
export function chatFileKind(file: Pick<File, 'name' | 'type'>, style: ChatStyle): ChatAttachmentKind | null {
  const type = file.type.toLowerCase();
  const ext = extension(file.name);
  if ((UPLOAD_IMAGE_TYPES as readonly string[]).includes(type) || (!type && IMAGE_EXTENSIONS.includes(ext))) return 'image';
  if (style === 'shop') return (UPLOAD_VIDEO_TYPES as readonly string[]).includes(type) || (!type && VIDEO_EXTENSIONS.includes(ext)) ? 'video' : null;
  if (type in DEALER_DOCUMENT_TYPES || type === 'text/rtf' || DOCUMENT_EXTENSIONS.includes(ext)) return 'document';
  return null;
}

let sequence = 0;

export type Picked = { accepted: PickedFile[]; refused: string[]; tooLarge: string[]; overflow: number };

/**
 * doc 2 §5: each file of an allowed kind and at most the style's size; at most 5 together with
 * those already chosen. `accepted` are the first that fit; `overflow` counts the good ones left out.
 */
export function pickFiles(files: readonly File[], existing: number, style: ChatStyle, preview = (f: File) => URL.createObjectURL(f)): Picked {
  const limits = limitsOf(style);
  const room = Math.max(0, limits.maxFiles - existing);
  const result: Picked = { accepted: [], refused: [], tooLarge: [], overflow: 0 };
  for (const file of files) {
    const kind = chatFileKind(file, style);
    if (!kind) result.refused.push(file.name);
    else if (file.size > limits.maxBytes) result.tooLarge.push(file.name);
    else if (result.accepted.length >= room) result.overflow++;
    else result.accepted.push({ id: `file-${++sequence}`, file, kind, previewUrl: kind === 'document' ? null : preview(file) });
  }
  return result;
}

export const maxMb = (style: ChatStyle) => limitsOf(style).maxBytes / MB;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

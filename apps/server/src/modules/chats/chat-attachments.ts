import { CHAT_LIMITS, CHAT_MESSAGES, DEALER_DOCUMENT_TYPES, type ChatStyle } from '@sokoni/contracts/chat-rules';
import { isOwnUploadKey } from '@sokoni/contracts/media-rules';
import type { StoredAttachment } from '../../platform/db/tables/chats.ts';
import { invalid } from '../../platform/http/errors.ts';
import type { AttachmentInput } from './chat-deps.ts';
import type { ChatsRepo } from './repo.ts';

const MB = 1024 * 1024;

/** The upload folders of chat files (doc 2 §5): private, so only the two participants ever get their addresses. */
const CHAT_FOLDERS = new Set(['chats', 'conversations']);
/** A bubble's thumbnail: the smallest rendition at least this wide (a 240 px bubble on a 2x screen). */
const THUMBNAIL_WIDTH = 480;

type UploadRow = Awaited<ReturnType<ChatsRepo['uploads']>>[number];
type Limits = { maxFiles: number; maxBytes: number };

/** What the attachment's address serves: pictures became WebP, videos MP4; documents are as sent. */
const servedType = (u: UploadRow) => (u.kind === 'image' ? 'image/webp' : u.kind === 'video' ? 'video/mp4' : u.mimeType);

/** A picture's or a video poster's rendition that fits a bubble, else the largest one. */
function thumbnailKey(u: UploadRow): string | null {
  if (u.kind === 'document') return null;
  const byWidth = [...u.variants].sort((a, b) => a.width - b.width);
  return (byWidth.find((v) => v.width >= THUMBNAIL_WIDTH) ?? byWidth.at(-1))?.key ?? u.posterKey;
}

/** The sender's uploads named by a message, checked and described for the message's row. */
export async function resolveAttachments(repo: ChatsRepo, senderId: string, inputs: AttachmentInput[], style: ChatStyle): Promise<StoredAttachment[]> {
  if (inputs.length === 0) return [];
  const limits = style === 'dealer' ? CHAT_LIMITS.dealerAttachments : CHAT_LIMITS.shopAttachments;
  if (inputs.length > limits.maxFiles) throw invalid('attachments', CHAT_MESSAGES.tooManyFiles(limits.maxFiles));
  const keys = [...new Set(inputs.map((a) => a.key))];
  if (keys.some((k) => !isOwnUploadKey(k, senderId))) throw invalid('attachments', CHAT_MESSAGES.notYourFile);
  const uploads = new Map((await repo.uploads(senderId, keys)).map((u) => [u.key, u]));
  return keys.map((key) => {
    const upload = uploads.get(key);
    if (!upload || upload.status === 'failed') throw invalid('attachments', CHAT_MESSAGES.notYourFile);
    assertSendable(upload, style, limits);
    return { key, type: upload.kind, mimeType: servedType(upload), size: upload.size, name: upload.originalName, posterKey: thumbnailKey(upload) };
  });
}

function assertSendable(upload: UploadRow, style: ChatStyle, limits: Limits) {
  // A public upload (a comment picture) would stay public: chat files go up to a chat folder.
  if (!CHAT_FOLDERS.has(upload.folder.split('/')[0]!)) throw invalid('attachments', CHAT_MESSAGES.notChatFile);
  // Held by the unsafe-image check (modules/moderation): it reaches nobody until an admin releases it.
  if (upload.moderation === 'held' || upload.moderation === 'removed') throw invalid('attachments', CHAT_MESSAGES.fileHeld);
  // doc 2 §5: shop chat takes images and videos; dealer chat images and the document types.
  const isDocument = upload.kind === 'document';
  if (isDocument && !Object.hasOwn(DEALER_DOCUMENT_TYPES, upload.mimeType)) throw invalid('attachments', CHAT_MESSAGES.dealerFileType);
  if (style === 'shop' && isDocument) throw invalid('attachments', CHAT_MESSAGES.shopFileType);
  if (style === 'dealer' && upload.kind === 'video') throw invalid('attachments', CHAT_MESSAGES.dealerFileType);
  if (upload.size >= limits.maxBytes) throw invalid('attachments', CHAT_MESSAGES.fileTooLarge(limits.maxBytes / MB));
}

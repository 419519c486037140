import { UPLOAD_IMAGE_TYPES, UPLOAD_LIMITS, UPLOAD_MESSAGES, UPLOAD_VIDEO_TYPES } from '@sokoni/contracts/media-rules';

/** `images`: the shared image helper of doc 1 §5; `media`: comment attachments, images or videos. */
export type UploadAccept = 'images' | 'media';

export type UploadRules = {
  accept?: UploadAccept;
  /** Replies take fewer files (doc 1 §5: 5, or 3 for replies). */
  isReply?: boolean;
  maxBytes?: number;
  maxFiles?: number;
};

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];
const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov'];
const UNSUPPORTED_MEDIA = 'Only images (JPEG, PNG, GIF, WebP) or videos (MP4, WebM, MOV) are allowed';

/** Thrown by uploadMany before anything is sent; `errors` are the lines to show. */
export class UploadValidationError extends Error {
  override readonly name = 'UploadValidationError';
  constructor(readonly errors: readonly string[]) {
    super(errors.join('\n'));
  }
}

export const isFileLike = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

function extensionOf(file: Blob): string {
  const name = 'name' in file && typeof file.name === 'string' ? file.name : '';
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

function typeAllowed(file: Blob, accept: UploadAccept): boolean {
  const types: readonly string[] = accept === 'images' ? UPLOAD_IMAGE_TYPES : [...UPLOAD_IMAGE_TYPES, ...UPLOAD_VIDEO_TYPES];
  const extensions = accept === 'images' ? IMAGE_EXTENSIONS : [...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS];
  // Some phones send no type for a file: its extension decides then (the server checks the bytes).
  return file.type ? types.includes(file.type.toLowerCase()) : extensions.includes(extensionOf(file));
}

/** What is wrong with one file, or null. */
export function fileProblem(file: unknown, rules: UploadRules = {}): string | null {
  if (!isFileLike(file)) return UPLOAD_MESSAGES.notAFile;
  const maxBytes = rules.maxBytes ?? UPLOAD_LIMITS.comment.maxBytes;
  if (file.size > maxBytes) return maxBytes === UPLOAD_LIMITS.comment.maxBytes ? UPLOAD_MESSAGES.tooLarge : UPLOAD_MESSAGES.tooLargeMb(Math.round(maxBytes / 1024 / 1024));
  const accept = rules.accept ?? 'images';
  if (!typeAllowed(file, accept)) return accept === 'images' ? UPLOAD_MESSAGES.imagesOnly : UNSUPPORTED_MEDIA;
  return null;
}

/**
 * doc 1 §5: at most 5 files (3 for replies), each under 10 MB and of an allowed type. Returns
 * every problem: the count first, then one line per bad file, "File N: …" (N from 1).
 */
export function validateFiles(files: readonly unknown[], rules: UploadRules = {}): string[] {
  const max = rules.maxFiles ?? (rules.isReply ? UPLOAD_LIMITS.comment.maxFilesReply : UPLOAD_LIMITS.comment.maxFiles);
  const errors: string[] = [];
  if (files.length > max) errors.push(UPLOAD_MESSAGES.tooMany(max, Boolean(rules.isReply)));
  files.forEach((file, i) => {
    const problem = fileProblem(file, rules);
    if (problem) errors.push(UPLOAD_MESSAGES.perFile(i + 1, problem));
  });
  return errors;
}

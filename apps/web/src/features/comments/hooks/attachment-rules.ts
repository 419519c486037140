import { COMMENT_MAX_MEDIA, REPLY_MAX_MEDIA } from '@sokoni/contracts/comment-rules';
import { fileProblem } from '@/lib/upload/validate-files.ts';
import { commentsWords } from '../comments-words.ts';

/** A chosen file and its local preview, before it is uploaded. */
export type Attachment = { id: string; file: File; previewUrl: string; video: boolean };

export const ACCEPTED_ATTACHMENTS = 'image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm,video/quicktime';

let sequence = 0;

export function toAttachment(file: File): Attachment {
  return { id: `attachment-${++sequence}`, file, previewUrl: URL.createObjectURL(file), video: file.type.startsWith('video/') };
}

/**
 * doc 1 §5 with the upload helper's words: good files are kept (up to 5, or 3 on a reply, with
 * those already chosen), and each refused one gets its own "File N: …" line.
 */
export function validateAttachments(files: File[], existing: number, reply: boolean): { accepted: File[]; errors: string[] } {
  const max = reply ? REPLY_MAX_MEDIA : COMMENT_MAX_MEDIA;
  const room = Math.max(0, max - existing);
  const accepted: File[] = [];
  const t = commentsWords.get();
  const errors: string[] = files.length > room ? [reply ? t.tooManyReplyFiles({ max }) : t.tooManyFiles({ max })] : [];
  files.forEach((file, i) => {
    const problem = fileProblem(file, { accept: 'media' });
    if (problem) errors.push(t.perFile({ n: i + 1, problem }));
    else if (accepted.length < room) accepted.push(file);
  });
  return { accepted, errors };
}

import type { CommentMediaItem } from '@sokoni/contracts/comment-rules';
import { uploadMany } from '@/lib/upload/upload-media.ts';
import type { Attachment } from './attachment-rules.ts';

/** doc 1 §7.5: the files go up in parallel (folder comments), with one progress fraction for all. */
export async function uploadAttachments(attachments: Attachment[], reply: boolean, onProgress: (fraction: number) => void): Promise<CommentMediaItem[]> {
  const results = await uploadMany(
    attachments.map((a) => a.file),
    { accept: 'media', isReply: reply, folder: 'comments', onProgress: (p) => onProgress(p.percent / 100) },
  );
  return results.map((r, i) => ({ key: r.key, type: r.type, url: r.url, name: attachments[i]?.file.name, ...(r.posterUrl ? { posterUrl: r.posterUrl } : {}) }));
}

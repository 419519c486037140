import { UPLOAD_LIMITS } from '@sokoni/contracts/media-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadMedia } from '@/lib/upload/upload-media.ts';
import { fileProblem } from '@/lib/upload/validate-files.ts';
import type { PendingImage } from './pending-image.ts';
import { assistantWords } from './assistant-words.ts';

/** The picture attached to a query: none, going up (with its progress), or uploaded and ready to send. */
export type ImageDraft =
  | { status: 'empty' }
  | { status: 'uploading'; previewUrl: string; filename: string; percent: number }
  | { status: 'ready'; previewUrl: string; image: PendingImage };

const EMPTY: ImageDraft = { status: 'empty' };

/** doc 2 §5: only files whose type starts with image/; then the upload helper's own rules (type, 10 MB). */
export function imageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return assistantWords.get().imagesOnly;
  return fileProblem(file, { accept: 'images', maxBytes: UPLOAD_LIMITS.image.maxBytes });
}

/**
 * doc 2 §4 image attach: uploading (POST /media/upload, folder ai-search, with progress), then a
 * preview with a remove control. A refused file or a failed upload calls `onError` with the words
 * to show ('Failed to upload image. Please try again.') and clears the picture.
 */
export function useImageDraft(onError: (message: string) => void) {
  const [draft, setDraft] = useState<ImageDraft>(EMPTY);
  const upload = useRef<AbortController | null>(null);
  const blobUrl = useRef<string | null>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);

  const release = useCallback(() => {
    upload.current?.abort();
    upload.current = null;
    if (blobUrl.current) URL.revokeObjectURL(blobUrl.current);
    blobUrl.current = null;
  }, []);
  useEffect(() => release, [release]);

  const clear = useCallback(() => {
    release();
    setDraft(EMPTY);
  }, [release]);

  const pick = useCallback(
    async (file: File) => {
      const problem = imageProblem(file);
      if (problem) return onErrorRef.current(problem);
      release();
      const controller = new AbortController();
      upload.current = controller;
      const previewUrl = URL.createObjectURL(file);
      blobUrl.current = previewUrl;
      setDraft({ status: 'uploading', previewUrl, filename: file.name, percent: 0 });
      try {
        const result = await uploadMedia(file, {
          folder: 'ai-search',
          signal: controller.signal,
          onProgress: ({ percent }) => {
            if (upload.current === controller) setDraft((d) => (d.status === 'uploading' ? { ...d, percent } : d));
          },
        });
        if (upload.current !== controller) return;
        upload.current = null;
        setDraft({ status: 'ready', previewUrl, image: { url: result.url, key: result.key, filename: file.name, mimeType: file.type } });
      } catch (error) {
        if (upload.current !== controller || (error instanceof DOMException && error.name === 'AbortError')) return;
        clear();
        onErrorRef.current(assistantWords.get().uploadFailed);
      }
    },
    [clear, release],
  );

  /** A picture uploaded elsewhere (AI Discovery's hand-over): ready at once, shown from its address. */
  const adopt = useCallback(
    (image: PendingImage) => {
      release();
      setDraft({ status: 'ready', previewUrl: image.url, image });
    },
    [release],
  );

  return { draft, pick, adopt, clear };
}

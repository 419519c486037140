import type { FieldError } from '@sokoni/contracts/envelope';
import { UPLOAD_MESSAGES, type MediaUploadResult } from '@sokoni/contracts/media-rules';
import { CLIENT_MESSAGES } from '@sokoni/contracts/messages';
import { ApiError } from '../api/api-error.ts';
import { isTokenErrorMessage, type TokenSource } from '../api/client.ts';
import { isFileLike, UploadValidationError, validateFiles, type UploadRules } from './validate-files.ts';

export type UploadProgress = { loaded: number; total: number; percent: number };

export type UploadOptions = {
  /** doc 1 §7.5: `comments` unless said otherwise (`avatars`, `products/{id}`, …). */
  folder?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

export type UploadManyOptions = UploadRules & {
  folder?: string;
  /** Bytes of all files together, for one upload bar. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

export type UploaderDeps = {
  baseUrl: string;
  tokens?: TokenSource;
  /** The XMLHttpRequest class (fetch reports no upload progress). */
  createXhr?: () => XMLHttpRequest;
};

type RawReply = { status: number; text: string };

function parseReply(reply: RawReply): MediaUploadResult {
  let body: unknown;
  try {
    body = reply.text ? JSON.parse(reply.text) : undefined;
  } catch {
    throw new ApiError(CLIENT_MESSAGES.invalidJson, reply.status);
  }
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as { success?: unknown; data?: unknown; message?: unknown; errors?: unknown };
  const ok = reply.status >= 200 && reply.status < 300 && envelope.success !== false;
  if (!ok) {
    const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : UPLOAD_MESSAGES.uploadFailed;
    throw new ApiError(message, reply.status, Array.isArray(envelope.errors) ? (envelope.errors as FieldError[]) : []);
  }
  // doc 1 §7.5: {success, data{url, key, type}} or a bare {url, key}.
  const data = (typeof envelope.success === 'boolean' ? envelope.data : body) as Partial<MediaUploadResult> | undefined;
  if (!data || typeof data.url !== 'string' || !data.url) throw new Error(UPLOAD_MESSAGES.noUrl);
  return data as MediaUploadResult;
}

/** The upload helper of doc 1 §5 over XMLHttpRequest, with the API client's token rules. */
export function createUploader(deps: UploaderDeps) {
  const createXhr = deps.createXhr ?? (() => new XMLHttpRequest());

  function send(file: Blob, folder: string, token: string | null, options: UploadOptions): Promise<RawReply> {
    return new Promise((resolve, reject) => {
      if (options.signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
      const xhr = createXhr();
      xhr.open('POST', `${deps.baseUrl}/media/upload`);
      xhr.setRequestHeader('accept', 'application/json');
      if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total, percent: Math.round((event.loaded / event.total) * 100) });
      };
      const abort = () => xhr.abort();
      options.signal?.addEventListener('abort', abort, { once: true });
      const done = () => options.signal?.removeEventListener('abort', abort);
      xhr.onload = () => {
        done();
        resolve({ status: xhr.status, text: xhr.responseText });
      };
      xhr.onerror = () => {
        done();
        reject(ApiError.network());
      };
      xhr.onabort = () => {
        done();
        reject(new DOMException('Upload cancelled', 'AbortError'));
      };
      const form = new FormData();
      // The folder first: the server then stops reading at that folder's limit.
      form.append('folder', folder);
      form.append('file', file, 'name' in file && typeof file.name === 'string' && file.name ? file.name : 'upload');
      xhr.send(form);
    });
  }

  /** One file → its upload result; a 401 refreshes the token once and sends again (doc 1 §4.3). */
  async function uploadMedia(file: unknown, options: UploadOptions = {}): Promise<MediaUploadResult> {
    if (!isFileLike(file)) throw new Error(UPLOAD_MESSAGES.notAFile);
    const folder = options.folder ?? 'comments';
    const token = (await deps.tokens?.getAccessToken()) ?? null;
    const first = await send(file, folder, token, options);
    if (first.status === 401 && token && deps.tokens) {
      const { accessToken } = await deps.tokens.refresh();
      return parseReply(await send(file, folder, accessToken, options));
    }
    try {
      return parseReply(first);
    } catch (error) {
      // Some servers say "token expired" with another status: refresh for that too.
      if (token && deps.tokens && error instanceof ApiError && isTokenErrorMessage(error.message)) {
        const { accessToken } = await deps.tokens.refresh();
        return parseReply(await send(file, folder, accessToken, options));
      }
      throw error;
    }
  }

  /** Validates every file first (nothing is sent if one is wrong), then uploads them in parallel. */
  async function uploadMany(files: readonly unknown[], options: UploadManyOptions = {}): Promise<MediaUploadResult[]> {
    const errors = validateFiles(files, options);
    if (errors.length > 0) throw new UploadValidationError(errors);
    const blobs = files as Blob[];
    const total = blobs.reduce((sum, f) => sum + f.size, 0);
    const loaded = blobs.map(() => 0);
    const report = () => {
      const sum = loaded.reduce((a, b) => a + b, 0);
      options.onProgress?.({ loaded: sum, total, percent: total > 0 ? Math.round((sum / total) * 100) : 100 });
    };
    return Promise.all(
      blobs.map((file, i) =>
        uploadMedia(file, {
          folder: options.folder,
          signal: options.signal,
          // The request carries a little more than the file; its share never passes the file's size.
          onProgress: (p) => {
            loaded[i] = Math.min(file.size, Math.round((p.loaded / Math.max(1, p.total)) * file.size));
            report();
          },
        }),
      ),
    );
  }

  return { uploadMedia, uploadMany };
}

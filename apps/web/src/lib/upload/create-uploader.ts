import type { FieldError } from '@sokoni/contracts/envelope';
import { UPLOAD_MESSAGES, type MediaUploadResult } from '@sokoni/contracts/media-rules';
import { CLIENT_MESSAGES } from '@sokoni/contracts/messages';
import { ApiError } from '../api/api-error.ts';
import type { ApiPath } from '@sokoni/contracts/api-replies';
import { fillPath, isTokenErrorMessage, type ApiReplyAt, type ApiResult, type PathParams, type TokenSource } from '../api/client.ts';
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
type Envelope = { success?: unknown; data?: unknown; message?: unknown; errors?: unknown };

/** A multipart body in order: text fields first, so the server knows them before the file arrives. */
export type FormEntries = ReadonlyArray<readonly [name: string, value: string | Blob]>;

type SendOptions = { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal };

/** The envelope's data, or an ApiError with the server's message (else `fallback`) and field errors. */
function unwrapReply(reply: RawReply, fallback: string): { body: unknown; data: unknown; message?: string } {
  let body: unknown;
  try {
    body = reply.text ? JSON.parse(reply.text) : undefined;
  } catch {
    throw new ApiError(CLIENT_MESSAGES.invalidJson, reply.status);
  }
  const envelope: Envelope = typeof body === 'object' && body !== null ? body : {};
  const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : undefined;
  const ok = reply.status >= 200 && reply.status < 300 && envelope.success !== false;
  if (!ok) throw new ApiError(message ?? fallback, reply.status, Array.isArray(envelope.errors) ? (envelope.errors as FieldError[]) : [], envelope.data);
  return { body, data: typeof envelope.success === 'boolean' ? envelope.data : body, message };
}

function parseUploadReply(reply: RawReply): MediaUploadResult {
  // doc 1 §7.5: {success, data{url, key, type}} or a bare {url, key}.
  const data = unwrapReply(reply, UPLOAD_MESSAGES.uploadFailed).data as Partial<MediaUploadResult> | undefined;
  if (!data || typeof data.url !== 'string' || !data.url) throw new Error(UPLOAD_MESSAGES.noUrl);
  return data as MediaUploadResult;
}

const fileName = (file: Blob) => ('name' in file && typeof file.name === 'string' && file.name ? file.name : 'upload');

/** The upload helper of doc 1 §5 over XMLHttpRequest, with the API client's token rules. */
export function createUploader(deps: UploaderDeps) {
  const createXhr = deps.createXhr ?? (() => new XMLHttpRequest());

  function send(path: string, entries: FormEntries, token: string | null, options: SendOptions): Promise<RawReply> {
    return new Promise((resolve, reject) => {
      if (options.signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
      const xhr = createXhr();
      xhr.open('POST', `${deps.baseUrl}${path}`);
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
      for (const [name, value] of entries) {
        if (typeof value === 'string') form.append(name, value);
        else form.append(name, value, fileName(value));
      }
      xhr.send(form);
    });
  }

  /** Sends the form and parses the reply; a 401 (or a token message) refreshes the token once and sends again (doc 1 §4.3). */
  async function sendAuthorised<T>(path: string, entries: FormEntries, options: SendOptions, parse: (reply: RawReply) => T): Promise<T> {
    const token = (await deps.tokens?.getAccessToken()) ?? null;
    const resend = async () => {
      const { accessToken } = await deps.tokens!.refresh();
      return parse(await send(path, entries, accessToken, options));
    };
    const first = await send(path, entries, token, options);
    if (first.status === 401 && token && deps.tokens) return resend();
    try {
      return parse(first);
    } catch (error) {
      // Some servers say "token expired" with another status: refresh for that too.
      if (token && deps.tokens && error instanceof ApiError && isTokenErrorMessage(error.message)) return resend();
      throw error;
    }
  }

  /** One file → its upload result (POST /media/upload). */
  async function uploadMedia(file: unknown, options: UploadOptions = {}): Promise<MediaUploadResult> {
    if (!isFileLike(file)) throw new Error(UPLOAD_MESSAGES.notAFile);
    // The folder first: the server then stops reading at that folder's limit.
    return sendAuthorised('/media/upload', [['folder', options.folder ?? 'comments'], ['file', file]], options, parseUploadReply);
  }

  /**
   * A multipart POST to any API route with upload progress (fetch reports none): typed by the
   * route's key like the API client (`postForm('/shops/:id/media', entries, { params: { id } })`).
   */
  function postForm<P extends ApiPath<'POST'>>(path: P, entries: FormEntries, options: PathParams<P> & SendOptions & { fallbackMessage?: string }): Promise<ApiResult<ApiReplyAt<'POST', P>>> {
    const fallback = options.fallbackMessage ?? UPLOAD_MESSAGES.uploadFailed;
    return sendAuthorised(fillPath(path, options.params), entries, options, (reply) => {
      const { data, message } = unwrapReply(reply, fallback);
      return { data: data as ApiReplyAt<'POST', P>, message };
    });
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

  return { uploadMedia, uploadMany, postForm };
}

import { describe, expect, it, vi } from 'vitest';
import type { TokenSource } from '../api/client.ts';
import { createUploader } from './create-uploader.ts';
import { UploadValidationError } from './validate-files.ts';

type Reply = { status: number; body: unknown };

/**
 * Stands in for the browser's XMLHttpRequest: records what was sent, reports progress in two
 * steps, then answers with the next scripted reply (or fails like a dropped connection).
 */
function fakeXhr(replies: (Reply | 'network-error')[]) {
  const sent: { url: string; headers: Record<string, string>; form: FormData }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(form: FormData) {
      sent.push({ url: this.url, headers: this.headers, form });
      const reply = replies.shift() ?? 'network-error';
      setTimeout(() => {
        if (this.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
        if (reply === 'network-error') return this.onerror?.();
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      }, 1);
    }
  }
  return { sent, createXhr: () => new FakeXhr() as unknown as XMLHttpRequest };
}

const tokens = (): TokenSource & { refresh: ReturnType<typeof vi.fn> } => ({
  getAccessToken: vi.fn(async () => 'old-token'),
  refresh: vi.fn(async () => ({ accessToken: 'fresh-token' })),
});
const photo = (name = 'a.jpg', size = 200) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const result = { url: '/media/u/1/comments/x-1080.webp', key: 'u/1/comments/x-1080.webp', type: 'image/webp', size: 200, status: 'ready' };

describe('uploadMedia', () => {
  it('sends folder and file with the bearer token, reports progress, and returns the result', async () => {
    const xhr = fakeXhr([{ status: 201, body: { success: true, data: result } }]);
    const { uploadMedia } = createUploader({ baseUrl: '/api', tokens: tokens(), createXhr: xhr.createXhr });
    const progress = vi.fn();
    await expect(uploadMedia(photo(), { folder: 'avatars', onProgress: progress })).resolves.toEqual(result);
    expect(xhr.sent[0]!.url).toBe('/api/media/upload');
    expect(xhr.sent[0]!.headers.authorization).toBe('Bearer old-token');
    expect(xhr.sent[0]!.form.get('folder')).toBe('avatars');
    expect((xhr.sent[0]!.form.get('file') as File).name).toBe('a.jpg');
    expect(progress.mock.calls.map((c) => c[0].percent)).toEqual([50, 100]);
  });

  it('accepts a bare {url, key} reply', async () => {
    const xhr = fakeXhr([{ status: 200, body: { url: '/a.webp', key: 'a.webp' } }]);
    const { uploadMedia } = createUploader({ baseUrl: '/api', createXhr: xhr.createXhr });
    await expect(uploadMedia(photo())).resolves.toMatchObject({ url: '/a.webp' });
    expect(xhr.sent[0]!.form.get('folder')).toBe('comments');
    expect(xhr.sent[0]!.headers.authorization).toBeUndefined();
  });

  it('refreshes once on a 401 and sends again with the new token', async () => {
    const source = tokens();
    const xhr = fakeXhr([
      { status: 401, body: { success: false, message: 'Token expired' } },
      { status: 201, body: { success: true, data: result } },
    ]);
    const { uploadMedia } = createUploader({ baseUrl: '/api', tokens: source, createXhr: xhr.createXhr });
    await expect(uploadMedia(photo())).resolves.toEqual(result);
    expect(source.refresh).toHaveBeenCalledTimes(1);
    expect(xhr.sent.map((s) => s.headers.authorization)).toEqual(['Bearer old-token', 'Bearer fresh-token']);
  });

  it('does not loop when the retry is refused too', async () => {
    const source = tokens();
    const refused = { status: 401, body: { success: false, message: 'Invalid or expired token' } };
    const xhr = fakeXhr([refused, refused]);
    const { uploadMedia } = createUploader({ baseUrl: '/api', tokens: source, createXhr: xhr.createXhr });
    await expect(uploadMedia(photo())).rejects.toMatchObject({ status: 401 });
    expect(source.refresh).toHaveBeenCalledTimes(1);
  });

  it('throws the server message, "Upload failed - no URL returned", or "Network error"', async () => {
    const xhr = fakeXhr([
      { status: 413, body: { success: false, message: 'File size must be less than 10MB' } },
      { status: 201, body: { success: true, data: { key: 'k' } } },
      'network-error',
    ]);
    const { uploadMedia } = createUploader({ baseUrl: '/api', createXhr: xhr.createXhr });
    await expect(uploadMedia(photo())).rejects.toMatchObject({ status: 413, message: 'File size must be less than 10MB' });
    await expect(uploadMedia(photo())).rejects.toThrow('Upload failed - no URL returned');
    await expect(uploadMedia(photo())).rejects.toMatchObject({ message: 'Network error', status: 0 });
  });

  it('refuses a non-file before sending anything, and can be cancelled', async () => {
    const xhr = fakeXhr([{ status: 201, body: { success: true, data: result } }]);
    const { uploadMedia } = createUploader({ baseUrl: '/api', createXhr: xhr.createXhr });
    await expect(uploadMedia('a.jpg')).rejects.toThrow('Invalid file type provided. Expected File or Blob');
    const controller = new AbortController();
    const pending = uploadMedia(photo(), { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('uploadMany', () => {
  it('validates every file first and sends nothing when one is wrong', async () => {
    const xhr = fakeXhr([]);
    const { uploadMany } = createUploader({ baseUrl: '/api', createXhr: xhr.createXhr });
    const error = await uploadMany([photo(), new File(['x'], 'a.txt', { type: 'text/plain' })]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadValidationError);
    expect((error as UploadValidationError).errors).toEqual(['File 2: Only image files (JPEG, PNG, GIF, WebP) are allowed']);
    expect(xhr.sent).toHaveLength(0);
    await expect(uploadMany(Array.from({ length: 4 }, () => photo()), { isReply: true })).rejects.toThrow('Maximum 3 files allowed for replies');
  });

  it('uploads in parallel, keeps the order and reports overall progress', async () => {
    const xhr = fakeXhr([
      { status: 201, body: { success: true, data: { ...result, key: 'one' } } },
      { status: 201, body: { success: true, data: { ...result, key: 'two' } } },
    ]);
    const { uploadMany } = createUploader({ baseUrl: '/api', createXhr: xhr.createXhr });
    const progress = vi.fn();
    const results = await uploadMany([photo('1.jpg', 100), photo('2.jpg', 300)], { onProgress: progress });
    expect(results.map((r) => r.key)).toEqual(['one', 'two']);
    expect(xhr.sent).toHaveLength(2);
    expect(progress.mock.calls.at(-1)![0]).toEqual({ loaded: 400, total: 400, percent: 100 });
  });
});

describe('postForm', () => {
  const video = () => new File([new Uint8Array(300)], 'clip.mp4', { type: 'video/mp4' });

  it('posts the fields then the file to the route, with progress, and returns the data', async () => {
    const xhr = fakeXhr([{ status: 201, body: { success: true, data: { product: { id: 'p1' } }, message: 'Created' } }]);
    const { postForm } = createUploader({ baseUrl: '/api', tokens: tokens(), createXhr: xhr.createXhr });
    const progress = vi.fn();
    const reply = await postForm('/shops/:shopId/products', [['title', 'Hilux'], ['video', video()]], { params: { shopId: 's/1' }, onProgress: progress });
    expect(reply).toEqual({ data: { product: { id: 'p1' } }, message: 'Created' });
    expect(xhr.sent[0]!.url).toBe('/api/shops/s%2F1/products');
    expect([...xhr.sent[0]!.form.keys()]).toEqual(['title', 'video']);
    expect((xhr.sent[0]!.form.get('video') as File).name).toBe('clip.mp4');
    expect(progress.mock.calls.map((c) => c[0].percent)).toEqual([50, 100]);
  });

  it('throws the server message with its field errors, or the fallback', async () => {
    const xhr = fakeXhr([
      { status: 422, body: { success: false, message: 'Validation failed', errors: [{ field: 'price', message: 'Price must be a positive number' }] } },
      { status: 500, body: {} },
    ]);
    const { postForm } = createUploader({ baseUrl: '/api', createXhr: xhr.createXhr });
    await expect(postForm('/shops/:id/media', [['kind', 'logo']], { params: { id: 's1' } })).rejects.toMatchObject({
      status: 422,
      fieldErrors: [{ field: 'price', message: 'Price must be a positive number' }],
    });
    await expect(postForm('/shops/:id/media', [], { params: { id: 's1' }, fallbackMessage: 'Nope' })).rejects.toMatchObject({ status: 500, message: 'Nope' });
  });
});

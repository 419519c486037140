import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@sokoni/contracts/users';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { UPLOAD_STOPPED_MESSAGE, VerificationModal } from './verification-modal.tsx';

/** Each upload hangs until its signal aborts, as a slow connection's would; the signals are kept to check. */
const uploads = vi.hoisted(() => ({ signals: [] as AbortSignal[], instant: false }));
vi.mock('@/lib/upload/upload-media.ts', () => ({
  uploadMedia: (file: File, options: { signal?: AbortSignal }) =>
    new Promise((resolve, reject) => {
      const signal = options.signal as AbortSignal;
      uploads.signals.push(signal);
      if (uploads.instant) return resolve({ url: `/api/media/private/${file.name}` });
      signal.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    }),
}));
const submitted = vi.hoisted(() => vi.fn());
vi.mock('@/entities/verification/api/submit-id-verification.ts', () => ({ submitIdVerification: submitted }));

const user = {
  id: 'u1',
  _id: 'u1',
  name: 'Thandi',
  phoneNumber: '+26879000001',
  isPhoneVerified: true,
  isIdVerified: false,
  idVerificationStatus: 'none',
  canSubmitIdVerification: true,
  verificationProgress: 50,
  role: 'customer',
} as unknown as User;

function renderModal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.users.me(), user);
  const changes: boolean[] = [];
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <VerificationModal
        open={open}
        onOpenChange={(next) => {
          changes.push(next);
          setOpen(next);
        }}
      />
    );
  }
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <Harness />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return changes;
}

/** Overview → ID view → both files → Submit: the ID picture starts uploading. */
async function startUpload() {
  fireEvent.click(await screen.findByRole('button', { name: 'Verify ID' }));
  await screen.findByRole('dialog', { name: 'Verify Your ID' });
  fireEvent.change(screen.getByLabelText(/^ID document/), { target: { files: [new File([new Uint8Array(100)], 'id.png', { type: 'image/png' })] } });
  fireEvent.change(screen.getByLabelText(/^Verification video/), { target: { files: [new File([new Uint8Array(100)], 'me.mp4', { type: 'video/mp4' })] } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit for Verification' }));
  await waitFor(() => expect(uploads.signals).toHaveLength(1));
}

const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

beforeEach(() => {
  uploads.signals.length = 0;
  uploads.instant = false;
  submitted.mockReset();
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true, data: { user } }), { status: 200 }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VerificationModal while the ID uploads', () => {
  it('asks before Escape stops the upload; keeping it changes nothing', async () => {
    const changes = renderModal();
    await startUpload();
    pressEscape();
    const ask = await screen.findByRole('dialog', { name: 'Stop uploading?' });
    expect(ask.textContent).toContain('nothing is sent for review');
    fireEvent.click(screen.getByRole('button', { name: 'Keep uploading' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Stop uploading?' })).toBeNull());
    expect(uploads.signals[0]?.aborted).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Verify Your ID' })).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it('stopping aborts the upload, never submits, closes and says so', async () => {
    const changes = renderModal();
    await startUpload();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop upload' }));
    await waitFor(() => expect(uploads.signals[0]?.aborted).toBe(true));
    expect(changes).toEqual([false]);
    expect(await screen.findByText(UPLOAD_STOPPED_MESSAGE)).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(submitted).not.toHaveBeenCalled();
    expect(uploads.signals).toHaveLength(1);
  });

  it('Back asks too, and stopping returns to the overview', async () => {
    renderModal();
    await startUpload();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop upload' }));
    expect(await screen.findByRole('dialog', { name: 'Get Verified' })).toBeTruthy();
    expect(uploads.signals[0]?.aborted).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('once the files are up, leaving waits for the short submission instead of cutting it off', async () => {
    uploads.instant = true;
    submitted.mockReturnValue(new Promise(() => {}));
    const changes = renderModal();
    await startUpload();
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    pressEscape();
    expect(await screen.findByText(/Almost done/)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Stop uploading?' })).toBeNull();
    expect(changes).toEqual([]);
  });
});

import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { VideoPicker } from './video-picker.tsx';

let made = 0;
const revoked = new Set<string>();
beforeEach(() => {
  made = 0;
  revoked.clear();
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++made}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.add(url));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const clip = (name: string) => new File([new Uint8Array(64)], name, { type: 'video/mp4', lastModified: 1 });
const previewSrc = (container: HTMLElement) => container.querySelector('video')?.getAttribute('src') ?? null;

it('the preview plays an address that is still alive, under StrictMode’s mount, unmount, mount too', () => {
  const { container, rerender } = render(
    <StrictMode>
      <VideoPicker file={clip('a.mp4')} error={null} onPick={() => {}} />
    </StrictMode>,
  );
  const first = previewSrc(container);
  expect(first).toMatch(/^blob:/);
  expect(revoked.has(first!)).toBe(false);

  // Change: the new clip gets a live address, the old one is freed.
  rerender(
    <StrictMode>
      <VideoPicker file={clip('b.mp4')} error={null} onPick={() => {}} />
    </StrictMode>,
  );
  const second = previewSrc(container);
  expect(second).toMatch(/^blob:/);
  expect(second).not.toBe(first);
  expect(revoked.has(second!)).toBe(false);
  expect(revoked.has(first!)).toBe(true);

  // Leaving frees every address made.
  cleanup();
  expect(revoked.size).toBe(made);
});

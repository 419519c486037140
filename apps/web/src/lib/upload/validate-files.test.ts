import { describe, expect, it } from 'vitest';
import { fileProblem, validateFiles } from './validate-files.ts';

const MB = 1024 * 1024;
const image = (name = 'a.jpg', type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('upload validation (doc 1 §5)', () => {
  it('accepts JPEG, PNG, GIF and WebP under 10 MB', () => {
    const files = [image('a.jpg'), image('b.png', 'image/png'), image('c.gif', 'image/gif'), image('d.webp', 'image/webp')];
    expect(validateFiles(files)).toEqual([]);
  });

  it('refuses more than 5 files, or 3 for replies', () => {
    expect(validateFiles(Array.from({ length: 6 }, () => image()))).toEqual(['Maximum 5 files allowed']);
    expect(validateFiles(Array.from({ length: 4 }, () => image()), { isReply: true })).toEqual(['Maximum 3 files allowed for replies']);
    expect(validateFiles(Array.from({ length: 3 }, () => image()), { isReply: true })).toEqual([]);
  });

  it('prefixes each bad file with its place, from 1', () => {
    const errors = validateFiles([image(), image('big.jpg', 'image/jpeg', 10 * MB + 1), image('doc.pdf', 'application/pdf')]);
    expect(errors).toEqual(['File 2: File size must be less than 10MB', 'File 3: Only image files (JPEG, PNG, GIF, WebP) are allowed']);
  });

  it('takes exactly 10 MB, and only images in the image helper', () => {
    expect(fileProblem(image('edge.jpg', 'image/jpeg', 10 * MB))).toBeNull();
    expect(fileProblem(image('clip.mp4', 'video/mp4'))).toBe('Only image files (JPEG, PNG, GIF, WebP) are allowed');
    expect(fileProblem(image('clip.mp4', 'video/mp4'), { accept: 'media' })).toBeNull();
    expect(fileProblem(image('pic.svg', 'image/svg+xml'))).toBe('Only image files (JPEG, PNG, GIF, WebP) are allowed');
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(fileProblem(image('photo.JPEG', ''))).toBeNull();
    expect(fileProblem(image('notes.txt', ''))).toBe('Only image files (JPEG, PNG, GIF, WebP) are allowed');
  });

  it('refuses what is not a File or Blob', () => {
    expect(fileProblem('photo.jpg')).toBe('Invalid file type provided. Expected File or Blob');
    expect(validateFiles([image(), { name: 'x.jpg', size: 1 }])).toEqual(['File 2: Invalid file type provided. Expected File or Blob']);
    expect(fileProblem(new Blob([new Uint8Array(10)], { type: 'image/png' }))).toBeNull();
  });

  it('uses other limits when asked (avatars: 5 MB)', () => {
    expect(fileProblem(image('me.png', 'image/png', 6 * MB), { maxBytes: 5 * MB })).toBe('File size must be less than 5MB');
  });
});

import { describe, expect, it } from 'vitest';
import { chatFileKind, pickFiles } from './attachment-rules.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size }) as File;
const noPreview = () => 'blob:preview';

describe('chat attachments (doc 2 §5)', () => {
  it('takes images and videos in shop chat, images and documents in dealer chat', () => {
    expect(chatFileKind(file('a.png', 'image/png'), 'shop')).toBe('image');
    expect(chatFileKind(file('a.mp4', 'video/mp4'), 'shop')).toBe('video');
    expect(chatFileKind(file('a.pdf', 'application/pdf'), 'shop')).toBeNull();
    expect(chatFileKind(file('a.pdf', 'application/pdf'), 'dealer')).toBe('document');
    expect(chatFileKind(file('a.docx', ''), 'dealer')).toBe('document');
    expect(chatFileKind(file('notes.rtf', 'text/rtf'), 'dealer')).toBe('document');
    expect(chatFileKind(file('a.mp4', 'video/mp4'), 'dealer')).toBeNull();
    expect(chatFileKind(file('a.exe', 'application/x-msdownload'), 'dealer')).toBeNull();
  });

  it('keeps the first files that fit in five, and refuses ones too large (50 MB shop, 100 MB dealer)', () => {
    const six = Array.from({ length: 6 }, (_, i) => file(`p${i}.png`, 'image/png'));
    const picked = pickFiles(six, 1, 'shop', noPreview);
    expect(picked.accepted.map((p) => p.file.name)).toEqual(['p0.png', 'p1.png', 'p2.png', 'p3.png']);
    expect(picked.overflow).toBe(2);
    const MB = 1024 * 1024;
    expect(pickFiles([file('big.mp4', 'video/mp4', 50 * MB + 1)], 0, 'shop', noPreview).tooLarge).toEqual(['big.mp4']);
    expect(pickFiles([file('ok.mp4', 'video/mp4', 50 * MB)], 0, 'shop', noPreview).accepted).toHaveLength(1);
    expect(pickFiles([file('big.pdf', 'application/pdf', 100 * MB + 1)], 0, 'dealer', noPreview).tooLarge).toEqual(['big.pdf']);
    expect(pickFiles([file('doc.pdf', 'application/pdf')], 0, 'dealer', noPreview).accepted[0]).toMatchObject({ kind: 'document', previewUrl: null });
  });
});

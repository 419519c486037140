// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateAttachments } from './attachment-rules.ts';

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

describe('attachment validation (doc 1 §5)', () => {
  it('keeps good files and names each refused one', () => {
    const result = validateAttachments([file('a.png', 'image/png'), file('b.pdf', 'application/pdf'), file('c.mp4', 'video/mp4')], 0, false);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'c.mp4']);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^File 2: /);
  });

  it('stops at 5 on a comment and 3 on a reply, counting files already chosen', () => {
    const four = Array.from({ length: 4 }, (_, i) => file(`${i}.jpg`, 'image/jpeg'));
    expect(validateAttachments(four, 2, false)).toMatchObject({ errors: ['Maximum 5 files allowed'] });
    expect(validateAttachments(four, 2, false).accepted).toHaveLength(3);
    expect(validateAttachments(four, 0, true)).toMatchObject({ errors: ['Maximum 3 files allowed for replies'] });
  });

  it('refuses files of 10 MB or more', () => {
    const big = file('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1);
    expect(validateAttachments([big], 0, false)).toEqual({ accepted: [], errors: ['File 1: File size must be less than 10MB'] });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { replyMismatches } from './reply-mismatches.ts';
import { createReplySerializer, ReplyShapeError } from './reply-serializer.ts';

const item = z.object({ id: z.string(), note: z.string().nullable(), size: z.number().optional() });
const schema = z.object({ items: z.array(item), extra: z.record(z.string(), z.number()) });

describe('replyMismatches', () => {
  it('finds nothing in a value the schema describes', () => {
    expect(replyMismatches(schema, { items: [{ id: 'a', note: null }, { id: 'b', note: 'x', size: 2 }], extra: { any: 1 } })).toEqual([]);
  });

  it('names a missing field and a wrong type by their path', () => {
    expect(replyMismatches(schema, { items: [{ note: 'x' }, { id: 'b', note: 3 }], extra: {} })).toEqual([
      expect.stringMatching(/^items\.0\.id: /),
      expect.stringMatching(/^items\.1\.note: /),
    ]);
  });

  it('names keys the schema does not, however deep (zod alone would drop them)', () => {
    expect(replyMismatches(schema, { items: [{ id: 'a', note: null, secret: 1 }], extra: {}, more: true })).toEqual([
      'items.0.secret: not in the schema',
      'more: not in the schema',
    ]);
  });
});

describe('createReplySerializer', () => {
  const route = { schema, method: 'GET', url: '/things', httpStatus: '200' };

  it('sends exactly what JSON.stringify gives, keys zod would strip included', () => {
    const serialize = createReplySerializer({ verify: false })(route);
    const data = { items: [{ id: 'a', note: null, unknown: 1 }], extra: {}, at: new Date(0) };
    expect(serialize(data)).toBe(JSON.stringify(data));
  });

  it('verifying, passes a matching reply through unchanged', () => {
    const serialize = createReplySerializer({ verify: true })(route);
    const data = { items: [{ id: 'a', note: 'n', size: undefined }], extra: { a: 1 } };
    expect(serialize(data)).toBe(JSON.stringify(data));
  });

  it('verifying, throws on a reply the schema does not describe', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const serialize = createReplySerializer({ verify: true })(route);
    expect(() => serialize({ items: [{ id: 'a', note: null, leaked: 'x' }], extra: {} })).toThrow(ReplyShapeError);
    expect(quiet).toHaveBeenCalledWith(expect.stringContaining('items.0.leaked: not in the schema'));
    quiet.mockRestore();
  });
});

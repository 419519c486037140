import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseRows, rawDate, rawJson, rawNumber, rawTextArray } from './raw-rows.ts';

const row = z.object({ price: rawNumber.nullable(), tags: rawTextArray, at: rawDate, attributes: rawJson(z.record(z.string(), z.number())) });

describe('parseRows', () => {
  it('reads what node-postgres gives (exact numbers as text, parsed arrays and JSON) and what PGlite gives alike', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const fromPg = { price: '12.50', tags: ['a', 'b c'], at, attributes: { km: 1 } };
    const fromText = { price: 12.5, tags: '{a,"b c"}', at: '2026-01-02T03:04:05.000Z', attributes: '{"km":1}' };
    const expected = { price: 12.5, tags: ['a', 'b c'], at, attributes: { km: 1 } };
    expect(parseRows(row, { rows: [fromPg, fromText] })).toEqual([expected, expected]);
  });

  it('keeps nulls where the column allows them and reads an absent array as empty', () => {
    expect(parseRows(row, { rows: [{ price: null, tags: null, at: '2026-01-02T00:00:00Z', attributes: {} }] })[0]).toMatchObject({ price: null, tags: [] });
  });

  it('refuses a row that does not match, rather than passing a wrong type on', () => {
    expect(() => parseRows(row, { rows: [{ price: 'twelve', tags: [], at: '2026-01-02', attributes: {} }] })).toThrow();
  });

  it('reads a result with no rows as none', () => {
    expect(parseRows(row, {})).toEqual([]);
  });
});

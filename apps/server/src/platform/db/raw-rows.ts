import { z } from 'zod';
import { rowsOf } from './transaction.ts';

/**
 * Rows of a raw `execute` (snake case, as the driver gives them) parsed by a schema: the one place
 * a raw row becomes a typed value. PGlite and node-postgres differ in what they hand back for
 * numerics, dates, JSON and arrays, so the column schemas below take either form.
 */
export function parseRows<S extends z.ZodType>(schema: S, result: unknown): z.output<S>[] {
  return rowsOf<unknown>(result).map((row) => schema.parse(row));
}

/** A numeric or bigint column: a number, or the string drivers give for exact types. */
export const rawNumber = z.coerce.number<unknown>();

/** A timestamp: a Date, or its text. */
export const rawDate = z.union([z.date(), z.string()]).transform((v) => (v instanceof Date ? v : new Date(v)));

/** A json/jsonb column: parsed already, or its text. */
export const rawJson = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (typeof v === 'string' ? JSON.parse(v) : v), schema);

/** A text[]: an array, or Postgres' literal ("{a,b}") from drivers that do not parse it. */
export const rawTextArray = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/^\{|\}$/g, '').split(',').map((t) => t.replace(/^"|"$/g, '')).filter(Boolean) : (v ?? [])),
  z.array(z.coerce.string<unknown>()),
);

/** `returning id` / `select … id`. */
export const idRow = z.object({ id: z.string() });
/** `select count(*) as n`. */
export const countRow = z.object({ n: rawNumber });

import { z } from 'zod';

/**
 * Where a JSON value departs from a schema: zod's issues (a field missing or of the wrong type),
 * then every key the schema does not name. zod drops unknown keys instead of reporting them, so
 * they are found by comparing the value with what zod kept of it.
 */
export function replyMismatches(schema: z.ZodType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  if (!result.success) return result.error.issues.map((issue) => `${pathOf(issue.path)}: ${issue.message}`);
  return unknownKeys(value, result.data, []);
}

function unknownKeys(sent: unknown, kept: unknown, path: PropertyKey[]): string[] {
  if (Array.isArray(sent)) {
    return Array.isArray(kept) ? sent.flatMap((item, i) => unknownKeys(item, kept[i], [...path, i])) : [];
  }
  if (!isRecord(sent) || !isRecord(kept)) return [];
  return Object.keys(sent).flatMap((key) =>
    key in kept ? unknownKeys(sent[key], kept[key], [...path, key]) : [`${pathOf([...path, key])}: not in the schema`],
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pathOf(path: PropertyKey[]): string {
  return path.length === 0 ? '(reply)' : path.map(String).join('.');
}

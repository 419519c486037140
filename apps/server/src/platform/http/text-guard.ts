import type { FastifyRequest } from 'fastify';
import { TEXT_MESSAGES } from '@sokoni/contracts/messages';
import { invalid } from './errors.ts';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why the text cannot be taken, or undefined when it can. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return TEXT_MESSAGES.nullCharacter;
  if (LONE_SURROGATE.test(text)) return TEXT_MESSAGES.loneSurrogate;
  return undefined;
}

/** Refuses a string the client sent with a 422 on its field. */
export function assertCleanText(text: string, field: string): void {
  const problem = textProblem(text);
  if (problem) throw invalid(field, problem);
}

type Node = { value: unknown; key: string | number | undefined; parent: Node | undefined };

/**
 * The first string (object keys included) that cannot be taken, with its field as the error
 * handler names fields (`contactInfo.name`, `media.0.key`); a bad key names its object. The
 * walk keeps its own stack: a body of 50,000 nested arrays must not overflow the call stack.
 */
export function findUnsafeText(root: unknown): { field: string; message: string } | undefined {
  const stack: Node[] = [{ value: root, key: undefined, parent: undefined }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      const message = textProblem(value);
      if (message) return { field: fieldOf(node), message };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: i, parent: node });
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      const entries = Object.entries(value);
      for (const [key] of entries) {
        const message = textProblem(key);
        if (message) return { field: fieldOf(node), message };
      }
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], key: entries[i]![0], parent: node });
    }
  }
  return undefined;
}

function fieldOf(node: Node): string {
  const keys: (string | number)[] = [];
  for (let n: Node | undefined = node; n?.key !== undefined; n = n.parent) keys.push(n.key);
  return keys.reverse().join('.');
}

/**
 * preValidation hook for every route (issue 9): a null byte anywhere reached PostgreSQL as a 500,
 * so path parameters, the query and a JSON body are checked here, once, before any schema.
 * Multipart bodies are read in their handlers: read-upload.ts checks those. Only the API: an
 * unknown address stays a 404, and pages and /media files answer bad addresses their own way.
 */
export async function refuseUnsafeText(request: FastifyRequest): Promise<void> {
  if (request.is404 || !request.url.startsWith('/api/')) return;
  for (const [part, fallback] of [[request.params, 'params'], [request.query, 'query'], [request.body, 'body']] as const) {
    const found = findUnsafeText(part);
    if (found) throw invalid(found.field || fallback, found.message);
  }
}

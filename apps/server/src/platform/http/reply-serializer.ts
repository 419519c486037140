import type { FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';
import { replyMismatches } from './reply-mismatches.ts';

type ReplySchema = z.ZodType;

/** A reply that does not match its route's declared schema (raised only while verifying, in tests). */
export class ReplyShapeError extends Error {
  constructor(
    readonly route: string,
    readonly mismatches: string[],
  ) {
    super(`${route} sent a reply its schema does not describe:\n  ${mismatches.join('\n  ')}`);
  }
}

/**
 * The reply schemas document the API; they never reshape what is sent. Every reply is plain
 * `JSON.stringify` (what Fastify sends without a schema), so zod strips no field and the feed
 * pays for no schema walk. With `verify` (tests) the JSON is also checked against the declared
 * schema — missing and wrong-typed fields, and fields it does not name — and a mismatch throws,
 * so the integration suite proves every schema against real replies.
 */
export function createReplySerializer({ verify }: { verify: boolean }): FastifySerializerCompiler<ReplySchema> {
  return ({ schema, method, url, httpStatus }) => {
    if (!verify) return (data) => JSON.stringify(data);
    const route = `${method} ${url} ${httpStatus}`;
    return (data) => {
      const json = JSON.stringify(data);
      const mismatches = replyMismatches(schema, json === undefined ? undefined : JSON.parse(json));
      if (mismatches.length > 0) {
        const error = new ReplyShapeError(route, mismatches);
        // The 500 that follows says nothing of why; the test run should.
        console.error(error.message);
        throw error;
      }
      return json;
    };
  };
}

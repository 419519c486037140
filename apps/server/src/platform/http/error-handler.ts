import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HTTP_STATUS_MESSAGES } from '@sokoni/contracts/messages';
import type { FieldError } from '@sokoni/contracts/envelope';
import { AppError, isDatabaseUnavailable, isUniqueViolation } from './errors.ts';

/** How long a client should wait before retrying while the database is unreachable (a restart takes seconds). */
const DATABASE_RETRY_AFTER_SECONDS = 5;
const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';

/**
 * The one place errors become replies. Client mistakes keep their status and a clear message;
 * anything else is logged and answered with a bare 500, so no stack, SQL or path leaks out.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds) reply.header('Retry-After', String(error.extra.retryAfterSeconds));
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.extra.errors ? { errors: error.extra.errors } : {}),
        ...(error.extra.data !== undefined ? { data: error.extra.data } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((v) => ({
        field: fieldName(v.instancePath, v.params),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(422).send({ success: false, message: summarise(errors), errors });
    }
    if (isUniqueViolation(error)) {
      return reply.status(409).send({ success: false, message: HTTP_STATUS_MESSAGES[409] });
    }
    // The client hung up mid-request (a cancelled upload): its socket's reset is no database
    // failure, and nobody is left to read a reply.
    if (clientLeft(request) && (error.statusCode === undefined || error.statusCode >= 500)) {
      request.log.info({ code: error.code }, 'client closed the connection');
      return reply.status(400).send({ success: false, message: 'The request was cancelled' });
    }
    // Only what would otherwise be a 500: a client's aborted upload (400, ECONNRESET) stays a 4xx.
    if ((error.statusCode === undefined || error.statusCode >= 500) && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ success: false, message: UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ success: false, message: 'Too many requests. Please slow down and try again shortly.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: clientMessage(error, status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: HTTP_STATUS_MESSAGES[500] });
  });

}

/**
 * The body never arrived in full because the connection went. A request stream is also destroyed
 * once its body was read to the end (autoDestroy), so `destroyed` alone is every JSON write.
 */
function clientLeft(request: FastifyRequest): boolean {
  const raw = request.raw;
  return !raw.complete && (raw.destroyed || raw.socket?.destroyed === true);
}

/** Router failures answered before any route or hook runs: a malformed URL, an over-long path parameter. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ success: false, message: 'Malformed request URL' });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send({ success: false, message: 'Request URL is too long' });
  return reply.status(500).send({ success: false, message: HTTP_STATUS_MESSAGES[500] });
}

export function routeNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ success: false, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
}

function fieldName(instancePath: string | undefined, params: unknown): string {
  const fromPath = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const issuePath = (params as { issue?: { path?: (string | number)[] } } | undefined)?.issue?.path;
  return fromPath || issuePath?.join('.') || 'body';
}

function summarise(errors: FieldError[]): string {
  const first = errors[0];
  if (!first) return HTTP_STATUS_MESSAGES[422]!;
  return errors.length === 1 ? first.message : `${first.message} (and ${errors.length - 1} more)`;
}

/** Fastify's own 4xx codes carry wording meant for developers; say it plainly. */
function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Malformed JSON in request body';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    default:
      if (error.name === 'SyntaxError') return 'Malformed JSON in request body';
      return HTTP_STATUS_MESSAGES[status] ?? 'Bad request';
  }
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_BASE, MSG, type TApiFailure } from '@forecourt/shared';
import { AppError } from './app-error';
import { fromDatabaseError } from './db-errors';

function fail(code: TApiFailure['code'], message: string, details?: TApiFailure['details']): TApiFailure {
  return details && details.length ? { success: false, message, code, details } : { success: false, message, code };
}

/** Every failure leaves in the envelope; no stack trace ever leaves the server. */
export function installErrorHandling(
  app: FastifyInstance,
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof AppError ? error : fromDatabaseError(error);
    if (known) {
      return reply.status(known.status).send(fail(known.code, known.message, known.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => {
        const where = error.validationContext ?? 'body';
        const pathParts = (issue.instancePath ?? '').split('/').filter(Boolean);
        return { field: pathParts.join('.') || where, message: issue.message ?? 'Invalid value' };
      });
      const first = details[0];
      const message = first ? (first.field && first.field !== 'body' ? `${first.field}: ${first.message}` : first.message) : MSG.validation;
      return reply.status(400).send(fail('VALIDATION', message, details));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send(fail('PAYLOAD_TOO_LARGE', MSG.payloadTooLarge));
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send(fail('VALIDATION', MSG.malformedJson));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.status(400).send(fail('VALIDATION', MSG.validation));
      default:
        break;
    }
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.status(400).send(fail('VALIDATION', MSG.validation));
    }
    if (error.statusCode === 413) return reply.status(413).send(fail('PAYLOAD_TOO_LARGE', MSG.payloadTooLarge));
    if (error.statusCode === 429) return reply.status(429).send(fail('RATE_LIMITED', MSG.rateLimited));
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail('INTERNAL', MSG.server));
  });

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith(`${API_BASE}/`) || request.url === API_BASE || request.url.startsWith('/api/');
    if (isApi || !spaFallback || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(fail('NOT_FOUND', MSG.notFound));
    }
    return spaFallback(request, reply);
  });
}

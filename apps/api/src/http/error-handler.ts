import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_BASE, MSG, STATUS_BY_CODE, type TApiFailure, type TErrorCode } from '@forecourt/shared';
import { AppError } from './app-error';
import { fromDatabaseError } from './db-errors';

function fail(code: TErrorCode, message: string, details?: TApiFailure['details']): TApiFailure {
  return details && details.length ? { success: false, message, code, details } : { success: false, message, code };
}

/** Errors Fastify and its plugins raise themselves (router, body parser, static files), by their code. */
const FRAMEWORK_ERRORS: Record<string, [TErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', MSG.payloadTooLarge],
  FST_ERR_CTP_INVALID_JSON_BODY: ['VALIDATION', MSG.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['VALIDATION', MSG.malformedJson],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['VALIDATION', MSG.validation],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['VALIDATION', MSG.validation],
  // The router: a path that does not decode (%ZZ), a path parameter past maxParamLength.
  FST_ERR_BAD_URL: ['VALIDATION', MSG.badUrl],
  FST_ERR_MAX_PARAM_LENGTH: ['URI_TOO_LONG', MSG.uriTooLong],
  // A path climbing out of the web app's folder (/..%5c..): as missing as any other file.
  FST_STATIC_FORBIDDEN_PATH: ['NOT_FOUND', MSG.notFound],
};

/** Any other client error keeps its class; a 4xx never becomes a 500. */
const CLIENT_ERRORS_BY_STATUS: Record<number, [TErrorCode, string]> = {
  401: ['UNAUTHENTICATED', MSG.sessionExpired],
  403: ['FORBIDDEN', MSG.forbiddenAction],
  404: ['NOT_FOUND', MSG.notFound],
  413: ['PAYLOAD_TOO_LARGE', MSG.payloadTooLarge],
  414: ['URI_TOO_LONG', MSG.uriTooLong],
  429: ['RATE_LIMITED', MSG.rateLimited],
};

/** The status and envelope an error answers with (DESIGN §4); undefined when it is a server fault. */
function failureFor(error: FastifyError): [number, TApiFailure] | undefined {
  const known = error instanceof AppError ? error : fromDatabaseError(error);
  if (known) return [known.status, fail(known.code, known.message, known.details)];
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => {
      const where = error.validationContext ?? 'body';
      const pathParts = (issue.instancePath ?? '').split('/').filter(Boolean);
      return { field: pathParts.join('.') || where, message: issue.message ?? 'Invalid value' };
    });
    const first = details[0];
    const message = first ? (first.field && first.field !== 'body' ? `${first.field}: ${first.message}` : first.message) : MSG.validation;
    return [400, fail('VALIDATION', message, details)];
  }
  const status = error.statusCode ?? 0;
  const [code, message] =
    FRAMEWORK_ERRORS[error.code] ??
    CLIENT_ERRORS_BY_STATUS[status] ??
    (error instanceof SyntaxError || (status >= 400 && status < 500) ? ['VALIDATION', MSG.validation] : [undefined, '']);
  return code ? [STATUS_BY_CODE[code], fail(code, message)] : undefined;
}

/**
 * Answers any error in the envelope; no stack trace ever leaves the server. Also Fastify's
 * `frameworkErrors` (errors raised before a route is found), so router errors share the envelope.
 */
export function replyWithError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const failure = failureFor(error);
  if (failure) return reply.status(failure[0]).send(failure[1]);
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(fail('INTERNAL', MSG.server));
}

/** Every failure leaves in the envelope; no stack trace ever leaves the server. */
export function installErrorHandling(
  app: FastifyInstance,
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.setErrorHandler(replyWithError);

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith(`${API_BASE}/`) || request.url === API_BASE || request.url.startsWith('/api/');
    if (isApi || !spaFallback || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(fail('NOT_FOUND', MSG.notFound));
    }
    return spaFallback(request, reply);
  });
}

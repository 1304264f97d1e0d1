import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_BASE, STATUS_BY_CODE, errorText, type TApiFailure, type TErrorCode, type TErrorText } from '@forecourt/shared';
import { AppError } from './app-error';
import { fromDatabaseError } from './db-errors';

/** The failure envelope (DESIGN §4): the English message, and its key and parameters to say it by. */
function fail(code: TErrorCode, text: Pick<TErrorText, 'key' | 'params' | 'message'>, details?: TApiFailure['details']): TApiFailure {
  const failure: TApiFailure = { success: false, message: text.message, code, key: text.key, params: text.params };
  return details && details.length ? { ...failure, details } : failure;
}

/** Errors Fastify and its plugins raise themselves (router, body parser, static files), by their code. */
const FRAMEWORK_ERRORS: Record<string, [TErrorCode, TErrorText]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', errorText('request.payloadTooLarge')],
  FST_ERR_CTP_INVALID_JSON_BODY: ['VALIDATION', errorText('validation.malformedJson')],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['VALIDATION', errorText('validation.malformedJson')],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['VALIDATION', errorText('validation.invalid')],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['VALIDATION', errorText('validation.invalid')],
  // The router: a path that does not decode (%ZZ), a path parameter past maxParamLength.
  FST_ERR_BAD_URL: ['VALIDATION', errorText('request.badUrl')],
  FST_ERR_MAX_PARAM_LENGTH: ['URI_TOO_LONG', errorText('request.uriTooLong')],
  // A path climbing out of the web app's folder (/..%5c..): as missing as any other file.
  FST_STATIC_FORBIDDEN_PATH: ['NOT_FOUND', errorText('request.notFound')],
};

/** Any other client error keeps its class; a 4xx never becomes a 500. */
const CLIENT_ERRORS_BY_STATUS: Record<number, [TErrorCode, TErrorText]> = {
  401: ['UNAUTHENTICATED', errorText('auth.sessionExpired')],
  403: ['FORBIDDEN', errorText('auth.forbidden')],
  404: ['NOT_FOUND', errorText('request.notFound')],
  413: ['PAYLOAD_TOO_LARGE', errorText('request.payloadTooLarge')],
  414: ['URI_TOO_LONG', errorText('request.uriTooLong')],
  429: ['RATE_LIMITED', errorText('request.rateLimited')],
};

/** A schema's problem: `field: message` on a field of the request, the schema's message alone on the body. */
function validationFailure(error: FastifyError & { validation: { instancePath?: string; message?: string }[] }): TApiFailure {
  const where = error.validationContext ?? 'body';
  const details = error.validation.map((issue) => ({
    field: (issue.instancePath ?? '').split('/').filter(Boolean).join('.') || where,
    message: issue.message ?? errorText('validation.invalidValue').message,
  }));
  const first = details[0];
  const text = !first
    ? errorText('validation.invalid')
    : first.field !== 'body'
      ? errorText('validation.fieldIssue', { field: first.field, message: first.message })
      : errorText('validation.issue', { message: first.message });
  return fail('VALIDATION', text, details);
}

/** The status and envelope an error answers with (DESIGN §4); undefined when it is a server fault. */
function failureFor(error: FastifyError): [number, TApiFailure] | undefined {
  const known = error instanceof AppError ? error : fromDatabaseError(error);
  if (known) return [known.status, fail(known.code, known, known.details)];
  if (hasZodFastifySchemaValidationErrors(error)) return [400, validationFailure(error)];
  const status = error.statusCode ?? 0;
  const [code, text] =
    FRAMEWORK_ERRORS[error.code] ??
    CLIENT_ERRORS_BY_STATUS[status] ??
    (error instanceof SyntaxError || (status >= 400 && status < 500) ? ['VALIDATION', errorText('validation.invalid')] : [undefined, undefined]);
  return code ? [STATUS_BY_CODE[code], fail(code, text)] : undefined;
}

/**
 * Answers any error in the envelope; no stack trace ever leaves the server. Also Fastify's
 * `frameworkErrors` (errors raised before a route is found), so router errors share the envelope.
 */
export function replyWithError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const failure = failureFor(error);
  if (failure) return reply.status(failure[0]).send(failure[1]);
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(fail('INTERNAL', errorText('server.error')));
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
      return reply.status(404).send(fail('NOT_FOUND', errorText('request.notFound')));
    }
    return spaFallback(request, reply);
  });
}

import { ERROR_TEXTS } from './error-texts.constants';

/**
 * The error catalogue (document 1, section 8): titles and texts the client shows, and the
 * server's own messages where the specification gives them. Kept verbatim; a text the server sends is
 * read from its keyed catalogue (error-texts.constants.ts, docs/decisions/060).
 */
export const MSG = {
  network: 'Network error: Unable to connect to server. Please check your internet connection.',
  validation: ERROR_TEXTS['validation.invalid'],
  sessionExpired: ERROR_TEXTS['auth.sessionExpired'],
  forbiddenAction: ERROR_TEXTS['auth.forbidden'],
  notFound: ERROR_TEXTS['request.notFound'],
  timeout: 'Request timed out. Please try again.',
  rateLimited: ERROR_TEXTS['request.rateLimited'],
  server: ERROR_TEXTS['server.error'],
  /** The catalogue's variant for 5xx (document 1, section 8): a gateway's 502, 503, 504 — the server itself did not answer. */
  serverIssues: 'Server is experiencing issues. Please try again later.',
  unexpected: 'An unexpected error occurred',
  invalidCredentials: ERROR_TEXTS['auth.invalidCredentials'],
  invalidResponse: 'Invalid response from server',
  invalidUserData: 'Invalid user data received',
  invalidUserRole: 'Invalid user role received',
  tenantSuspended: ERROR_TEXTS['auth.tenantSuspended'],
  tenantCancelled: ERROR_TEXTS['auth.tenantCancelled'],
  tenantHeaderMismatch: ERROR_TEXTS['auth.tenantHeaderMismatch'],
  adminOnly: ERROR_TEXTS['auth.adminOnly'],
  useAdminLogin: ERROR_TEXTS['auth.useAdminLogin'],
  emailTaken: ERROR_TEXTS['auth.emailTaken'],
  payloadTooLarge: ERROR_TEXTS['request.payloadTooLarge'],
  malformedJson: ERROR_TEXTS['validation.malformedJson'],
  // Input the schemas should have stopped, refused again at the edges (docs/decisions/011).
  badUrl: ERROR_TEXTS['request.badUrl'],
  uriTooLong: ERROR_TEXTS['request.uriTooLong'],
  dateOutOfRange: ERROR_TEXTS['input.dateOutOfRange'],
  invalidText: ERROR_TEXTS['input.invalidText'],
  valueOutOfRange: ERROR_TEXTS['input.valueOutOfRange'],
} as const;

export const TITLES = {
  loginFailed: 'Login Failed',
  sessionExpired: 'Session Expired',
  accessDenied: 'Access Denied',
  connection: 'Connection Error',
  validation: 'Validation Error',
  requestError: 'Request Error',
  timeout: 'Request Timeout',
  rateLimit: 'Rate limit',
  server: 'Server Error',
} as const;

/** Title and message the client shows for an HTTP status (document 1, section 8, general classes). */
export function catalogueFor(status: number | null, serverMessage?: string): { title: string; message: string } {
  if (status === null || status === 0) return { title: TITLES.connection, message: MSG.network };
  if (status === 400) return { title: TITLES.validation, message: serverMessage || MSG.validation };
  if (status === 401) return { title: TITLES.accessDenied, message: MSG.sessionExpired };
  if (status === 403) return { title: TITLES.accessDenied, message: MSG.forbiddenAction };
  if (status === 404) return { title: TITLES.requestError, message: MSG.notFound };
  if (status === 408) return { title: TITLES.timeout, message: MSG.timeout };
  if (status === 429) return { title: TITLES.rateLimit, message: MSG.rateLimited };
  // 500 is the server's own failure, which it logs ("Our team has been notified"); 502–504 come from a
  // gateway in front of it, unable to reach it or kept waiting.
  if (status === 500) return { title: TITLES.server, message: MSG.server };
  if ([502, 503, 504].includes(status)) return { title: TITLES.server, message: MSG.serverIssues };
  return { title: TITLES.requestError, message: serverMessage || MSG.unexpected };
}

/** Network, timeout, 429 and 5xx failures are retried; nothing else is. */
export function isRetryableStatus(status: number | null): boolean {
  return status === null || status === 0 || status === 408 || status === 429 || status >= 500;
}

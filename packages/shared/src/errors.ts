/**
 * The error catalogue (document 1, section 8): titles and texts the client shows, and the
 * server's own messages where the specification gives them. Kept verbatim.
 */
export const MSG = {
  network: 'Network error: Unable to connect to server. Please check your internet connection.',
  validation: 'Invalid request. Please check your input.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbiddenAction: "You don't have permission to perform this action.",
  notFound: 'The requested resource was not found.',
  timeout: 'Request timed out. Please try again.',
  rateLimited: 'Too many requests. Please wait a moment before trying again.',
  server: 'Server error. Our team has been notified.',
  unexpected: 'An unexpected error occurred',
  invalidCredentials: 'Invalid credentials. Please try again.',
  invalidResponse: 'Invalid response from server',
  invalidUserData: 'Invalid user data received',
  invalidUserRole: 'Invalid user role received',
  tenantSuspended: 'Your business account is suspended. Please contact support.',
  tenantCancelled: 'Your business account has been cancelled. Please contact support.',
  tenantHeaderMismatch: 'The tenant in the request does not match your session.',
  adminOnly: 'This sign-in is for platform administrators only.',
  useAdminLogin: 'Platform administrators sign in through the admin portal.',
  emailTaken: 'An account with this email already exists.',
  payloadTooLarge: 'The request is too large.',
  malformedJson: 'The request body is not valid JSON.',
  // Input the schemas should have stopped, refused again at the edges (docs/decisions/011).
  badUrl: 'The address is not valid.',
  uriTooLong: 'The address is too long.',
  dateOutOfRange: 'A date is out of range.',
  invalidText: 'Text contains a character that is not allowed.',
  valueOutOfRange:
    'A figure is too large to record: the value, or a total it adds to (a stock, an amount), is beyond what can be stored. Please check the value.',
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
  if ([500, 502, 503, 504].includes(status)) return { title: TITLES.server, message: MSG.server };
  return { title: TITLES.requestError, message: serverMessage || MSG.unexpected };
}

/** Network, timeout, 429 and 5xx failures are retried; nothing else is. */
export function isRetryableStatus(status: number | null): boolean {
  return status === null || status === 0 || status === 408 || status === 429 || status >= 500;
}

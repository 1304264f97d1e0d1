import { MSG, type TApiErrorDetail, type TErrorParamValues } from '@forecourt/shared';

/** Codes the client adds to the server's TErrorCode for failures without a server answer. */
export type TClientErrorCode = 'NETWORK' | 'TIMEOUT' | 'INVALID_RESPONSE' | 'AUTH_EXPIRED';

/**
 * The one error the API client throws. `status` is the HTTP status, 408 for a client-side
 * timeout and 0 when no answer arrived at all (network failure).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: TApiErrorDetail[] | undefined;
  /** The server's message key and its arguments (the failure envelope's `key` and `params`, decision 060): what the app says it by. */
  readonly key: string | undefined;
  readonly params: TErrorParamValues | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: TApiErrorDetail[] | undefined;
    key?: string | undefined;
    params?: TErrorParamValues | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.key = init.key;
    this.params = init.params;
  }

  static network(): ApiError {
    return new ApiError({ status: 0, code: 'NETWORK', message: MSG.network });
  }

  static timeout(): ApiError {
    return new ApiError({ status: 408, code: 'TIMEOUT', message: MSG.timeout });
  }

  static invalidResponse(message: string = MSG.invalidResponse, status = 200): ApiError {
    return new ApiError({ status, code: 'INVALID_RESPONSE', message });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

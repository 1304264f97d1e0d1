import type { TErrorKey, TErrorParamValues } from './error-texts.constants';

/** The one response contract of the API (DESIGN.md section 4). */
export type TApiSuccess<T> = { success: true; data: T };
/** A problem on one field, in English (a failure's own text is keyed: `key`, `params`). */
export type TApiErrorDetail = { field: string; message: string };
/** A failure: `message` is the English of `key` with `params`; a client translates by key, never by the English. */
export type TApiFailure = {
  success: false;
  message: string;
  code: TErrorCode;
  key: TErrorKey;
  params: TErrorParamValues;
  details?: TApiErrorDetail[];
};
export type TApiResponse<T> = TApiSuccess<T> | TApiFailure;

export type TPage<T, S = undefined> = {
  items: T[];
  page: number;
  limit: number;
  total: number;
} & (S extends undefined ? {} : { summary: S });

// The response schemas (they need zod) are in api-schemas.ts, so that the constants below cost a page no zod.
export const API_BASE = '/api/v1';
export const HEALTH_PATH = `${API_BASE}/health`;

export const PAGE_DEFAULT_LIMIT = 20;
export const PAGE_MAX_LIMIT = 100;

export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'TENANT_SUSPENDED',
  'PLAN_FEATURE',
  'NOT_FOUND',
  'CONFLICT',
  'DAY_CLOSED',
  'DAY_NOT_CLOSED',
  'CASH_REPORTS_PENDING',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'READING_BELOW_PREVIOUS',
  'NO_PRICE',
  'PLAN_LIMIT',
  'CREDIT_LIMIT',
  'DAY_NOT_ENDED',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export const STATUS_BY_CODE: Record<TErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  TENANT_SUSPENDED: 403,
  /** The tenant's plan lacks the area of the route (docs/decisions/064): params name the plan and the feature's key. */
  PLAN_FEATURE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  DAY_CLOSED: 409,
  /** Reconciliation: reopening or approving a day that is not closed (docs/decisions/024). */
  DAY_NOT_CLOSED: 409,
  /** Reconciliation: a day cannot be closed while one of its cash reports is pending. */
  CASH_REPORTS_PENDING: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  READING_BELOW_PREVIOUS: 422,
  NO_PRICE: 422,
  PLAN_LIMIT: 422,
  CREDIT_LIMIT: 422,
  /** Reconciliation: today (not ended in the tenant's zone) or a future day cannot be closed. */
  DAY_NOT_ENDED: 422,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

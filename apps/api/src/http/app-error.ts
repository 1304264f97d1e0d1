import {
  STATUS_BY_CODE,
  planLimitText,
  type TApiErrorDetail,
  type TErrorCode,
  type TErrorKey,
  type TErrorParamValues,
  type TErrorText,
  type TPlanLimitKind,
} from '@forecourt/shared';

/** One field's problem in the envelope's details: the field and its text's English (DESIGN §4). */
export function fieldError(field: string, text: TErrorText): TApiErrorDetail {
  return { field, message: text.message };
}

/**
 * The one typed application error. Services throw it; the error handler maps it to HTTP. Its text is
 * always keyed (`errorText(key, params)` from packages/shared), so the envelope carries key and params.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly key: TErrorKey;
  readonly params: TErrorParamValues;
  readonly details: TApiErrorDetail[] | undefined;

  constructor(code: TErrorCode, text: TErrorText, details?: TApiErrorDetail[]) {
    super(text.message);
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.key = text.key;
    this.params = text.params;
    this.details = details;
  }

  /** A refusal that names one field: its text is the message and the field's detail. */
  static onField(code: TErrorCode, field: string, text: TErrorText): AppError {
    return new AppError(code, text, [fieldError(field, text)]);
  }
}

/** A plan limit reached (422 PLAN_LIMIT), with the shared text naming the limit and the plan. */
export function planLimitError(kind: TPlanLimitKind, limit: number, planName: string): AppError {
  return new AppError('PLAN_LIMIT', planLimitText(kind, limit, planName));
}

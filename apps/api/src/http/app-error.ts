import { STATUS_BY_CODE, planLimitMessage, type TApiErrorDetail, type TErrorCode, type TPlanLimitKind } from '@forecourt/shared';

/** The one typed application error. Services throw it; the error handler maps it to HTTP. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly details: TApiErrorDetail[] | undefined;

  constructor(code: TErrorCode, message: string, details?: TApiErrorDetail[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.details = details;
  }
}

/** A plan limit reached (422 PLAN_LIMIT), with the shared text naming the limit and the plan. */
export function planLimitError(kind: TPlanLimitKind, limit: number, planName: string): AppError {
  return new AppError('PLAN_LIMIT', planLimitMessage(kind, limit, planName));
}

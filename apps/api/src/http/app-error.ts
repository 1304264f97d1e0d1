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

export const notFound = (what = 'The requested resource was not found.') => new AppError('NOT_FOUND', what);
export const forbidden = (message = "You don't have permission to perform this action.") =>
  new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

export function planLimitError(kind: TPlanLimitKind, limit: number, planName: string): AppError {
  return new AppError('PLAN_LIMIT', planLimitMessage(kind, limit, planName));
}

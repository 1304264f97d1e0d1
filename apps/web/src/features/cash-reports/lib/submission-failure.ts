import { CASH_REPORT_MSG, DAY_MSG, MSG } from '@forecourt/shared';
import { isApiError } from '@/lib/api-error';

export type TFailure = { title: string; message: string };

/**
 * What a failed submission tells the person (document 3, section 8): a closed day is 'Day Finalized';
 * 400 the server's message or 'Invalid cash report data'; 401, 403, 404 and 5xx their fixed texts;
 * anything else (a refused creditor, a reviewed report, a date) the server's message, or the form's own
 * fallback ('Failed to submit cash report', and on the owner-area form '… Please try again.').
 */
export function submissionFailure(error: unknown, form: 'attendant' | 'owner'): TFailure {
  const title = CASH_REPORT_MSG.submitFailedTitle;
  const fallback = form === 'owner' ? CASH_REPORT_MSG.submitFailedRetry : CASH_REPORT_MSG.submitFailed;
  if (!isApiError(error)) return { title, message: error instanceof Error && error.message ? error.message : fallback };
  if (error.code === 'DAY_CLOSED') return { title: DAY_MSG.dayFinalizedTitle, message: DAY_MSG.dayFinalized };
  if (error.status === 400) return { title, message: error.message || CASH_REPORT_MSG.status400 };
  if (error.status === 401) return { title, message: CASH_REPORT_MSG.status401 };
  if (error.status === 403) return { title, message: CASH_REPORT_MSG.status403 };
  if (error.status === 404) return { title, message: CASH_REPORT_MSG.status404 };
  if (error.status >= 500) return { title, message: CASH_REPORT_MSG.status500 };
  if (error.status === 0 || error.status === 408) return { title, message: error.message || MSG.network };
  return { title, message: error.message && error.message !== MSG.unexpected ? error.message : fallback };
}

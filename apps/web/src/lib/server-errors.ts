import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-error';
import { notify, toastApiError } from '@/lib/notify';

export type TServerErrorOutcome = {
  /** The 422 PLAN_LIMIT message (names the limit and the plan), to show inline beside the form. */
  planLimit?: string;
  /** The problems the server listed (400 details), in order, for a summary. */
  problems: string[];
};

/**
 * A failed save, shown where it belongs: field problems (400 and 422 details) on their fields, a duplicate
 * (409) on `conflictField`, a plan limit (422 PLAN_LIMIT) returned for an inline alert and toasted;
 * anything else through the general handler, or as `failTitle` with the server's message.
 */
export function applyServerError<F extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<F>,
  opts: { fields: readonly Path<F>[]; conflictField?: Path<F>; failTitle?: string },
): TServerErrorOutcome {
  if (!isApiError(err)) {
    toastApiError(err);
    return { problems: [] };
  }
  if (err.status === 422 && err.code === 'PLAN_LIMIT') {
    notify.error('Plan limit reached', err.message);
    return { planLimit: err.message, problems: [] };
  }
  if (err.status === 409 && opts.conflictField) {
    setError(opts.conflictField, { type: 'server', message: err.message }, { shouldFocus: true });
    notify.error(opts.failTitle ?? 'Already exists', err.message);
    return { problems: [err.message] };
  }
  const problems: string[] = [];
  // 400: schema problems; 422: a business rule that names its field (e.g. a wrong current password).
  if (err.status === 400 || err.status === 422) {
    for (const detail of err.details ?? []) {
      problems.push(detail.message);
      if ((opts.fields as readonly string[]).includes(detail.field)) {
        setError(detail.field as Path<F>, { type: 'server', message: detail.message });
      }
    }
  }
  if (opts.failTitle && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 403) {
    notify.error(opts.failTitle, err.message);
  } else {
    toastApiError(err);
  }
  return { problems: problems.length ? problems : [err.message] };
}

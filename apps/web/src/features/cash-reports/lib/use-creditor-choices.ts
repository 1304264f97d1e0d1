import { CASH_REPORT_MSG, type TRole } from '@forecourt/shared';
import { useEffect, useRef } from 'react';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useReportCreditors, type TReportCreditor } from '../api/get-report-creditors';

export type TCreditorChoices =
  | { mode: 'loading' }
  /** The creditors the report's station may name: its own and those of no station, active only. */
  | { mode: 'list'; creditors: TReportCreditor[] }
  /** No list could be loaded: the creditor's name is typed (document 3). */
  | { mode: 'manual' };

/** Statuses after which the list is silently empty (document 3, section 8) rather than announced. */
const SILENT = new Set([400, 502, 503]);

/**
 * The creditor choices of a cash report form. A failed load switches to manual entry; it is announced
 * once with 'Failed to fetch creditors. Using manual entry mode.' unless the answer was 400, 502 or 503
 * — when it matters (`announce`: a credit amount has been entered), not to everyone opening the form.
 */
export function useCreditorChoices(role: TRole | undefined, stationId: string, announce: boolean): TCreditorChoices {
  const query = useReportCreditors(role);
  const announced = useRef(false);
  const failed = query.isError;
  const status = isApiError(query.error) ? query.error.status : null;
  useEffect(() => {
    if (!failed || !announce || announced.current) return;
    announced.current = true;
    if (status === null || !SILENT.has(status)) notify.warning(CASH_REPORT_MSG.creditorsFetchFailed);
  }, [failed, announce, status]);
  if (query.isError) return { mode: 'manual' };
  if (query.isPending) return { mode: 'loading' };
  const creditors = query.data.items.filter((c) => c.status === 'active' && (c.stationId === null || c.stationId === stationId));
  return { mode: 'list', creditors };
}

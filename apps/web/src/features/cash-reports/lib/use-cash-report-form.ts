import { CASH_REPORT_MSG, compareDecimals, formatINR, type TCashReportSubmission, type TRole, type TSubmitCashReport, type ZSubmitCashReport } from '@forecourt/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { noteText } from '@/i18n/known-text';
import { useReplayId } from '@/lib/client-id';
import { announceSavedOnPhone } from '@/lib/offline/send-or-queue';
import { notify } from '@/lib/notify';
import { useZodForm } from '@/lib/use-zod-form';
import { cashReportFieldOf, toCashReportInput, type TCashReportValues } from './cash-report-values';
import { amountValue } from './cash-totals';
import { submissionFailure } from './submission-failure';
import { useCreditorChoices } from './use-creditor-choices';

/**
 * What both cash report forms share: the form on the shared schema (the attendant's and the owner's
 * differ only in one text), the creditor choices of the chosen station — typed by hand when no list
 * could be loaded —, and `send`, which submits with a client id (the same while the body is the same,
 * so a resend is stored once) and says how it went: the success toast with the total, then `onDone`; or
 * the failure in the spec's words.
 */
export function useCashReportForm(opts: {
  schema: typeof ZSubmitCashReport;
  id: string;
  initial: TCashReportValues;
  role: TRole;
  kind: 'attendant' | 'owner';
  submit: UseMutationResult<TCashReportSubmission, Error, TSubmitCashReport>;
  onDone: () => void;
}) {
  // Whether the creditor is typed (no list could be loaded): read when the form validates, after render.
  const manualRef = useRef(false);
  const form = useZodForm(opts.schema, opts.initial, {
    id: opts.id,
    toInput: (values) => toCashReportInput(values, { manualCreditor: manualRef.current }),
    fieldOf: (path) => cashReportFieldOf(manualRef.current)(path),
  });
  const hasCredit = compareDecimals(amountValue(form.values.creditAmount), 0) > 0;
  const choices = useCreditorChoices(opts.role, form.values.stationId, hasCredit);
  const manual = choices.mode === 'manual';
  useEffect(() => {
    manualRef.current = manual;
  }, [manual]);
  const replayId = useReplayId();

  const send = (body: TSubmitCashReport) =>
    opts.submit.mutate(
      { ...body, id: replayId(body) },
      {
        onSuccess: (report) => {
          const total = formatINR(report.totalAmount);
          notify.success(report.message, noteText(CASH_REPORT_MSG.totalReported(total), 'msg.cash.totalReported', { total }));
          opts.onDone();
        },
        onError: (error) => {
          // The attendant's report kept on the phone without a connection (docs/decisions/029): done here.
          if (announceSavedOnPhone(error)) return opts.onDone();
          const failure = submissionFailure(error, opts.kind);
          notify.error(failure.title, failure.message);
        },
      },
    );

  return { form, choices, hasCredit, send };
}

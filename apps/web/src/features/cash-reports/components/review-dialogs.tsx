import { CASH_REPORT_MSG, formatDate, formatINR, SHIFT_LABELS, type TCashReport, ZRejectCashReport } from '@forecourt/shared';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { useZodForm } from '@/lib/use-zod-form';
import { useApproveCashReport } from '../api/approve-cash-report';
import { useRejectCashReport } from '../api/reject-cash-report';
import { submissionFailure } from '../lib/submission-failure';

/** "Amit Kumar · Morning, 05 Jan 2025 · ₹12,345.00": which report a dialog acts on. */
export function describeReport(r: TCashReport): string {
  return `${r.userName} · ${SHIFT_LABELS[r.shift]}, ${formatDate(r.date)} · ${formatINR(r.totalAmount)}`;
}

function reviewFailed(error: unknown) {
  const failure = submissionFailure(error, 'owner');
  notify.error(CASH_REPORT_MSG.reviewFailed, failure.message === CASH_REPORT_MSG.submitFailedRetry ? CASH_REPORT_MSG.reviewFailed : failure.message);
}

/** Approve: once approved a report no longer changes, so the reviewer confirms. */
export function ApproveDialog({ report, onClose }: { report: TCashReport | null; onClose: () => void }) {
  const approve = useApproveCashReport();
  return (
    <AlertDialog open={report !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>Approve cash report?</AlertDialogTitle>
        <AlertDialogDescription>{report ? `${describeReport(report)}. Once approved the report can no longer be changed.` : ''}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button
            disabled={approve.isPending}
            onClick={() =>
              report &&
              approve.mutate(report.id, {
                onSuccess: (r) => {
                  notify.success(CASH_REPORT_MSG.approvedTitle, describeReport(r));
                  onClose();
                },
                onError: reviewFailed,
              })
            }
          >
            {approve.isPending ? 'Approving...' : 'Approve'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Reject with a reason (required), kept with the report as its review note. */
export function RejectDialog({ report, onClose }: { report: TCashReport | null; onClose: () => void }) {
  return (
    <Dialog open={report !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject cash report</DialogTitle>
          <DialogDescription>{report ? `${describeReport(report)}. The reason is kept with the report.` : ''}</DialogDescription>
        </DialogHeader>
        {report && <RejectForm report={report} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function RejectForm({ report, onClose }: { report: TCashReport; onClose: () => void }) {
  const reject = useRejectCashReport();
  const form = useZodForm(ZRejectCashReport, { reason: '' }, { id: 'reject' });
  const onSubmit = form.handleSubmit((body) =>
    reject.mutate(
      { id: report.id, body },
      {
        onSuccess: (r) => {
          notify.success(CASH_REPORT_MSG.rejectedTitle, describeReport(r));
          onClose();
        },
        onError: reviewFailed,
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field form={form} name="reason" label="Reason *">
        {(control) => <Textarea rows={3} maxLength={500} placeholder="What does not match?" {...control} />}
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={reject.isPending}>
          {reject.isPending ? 'Rejecting...' : 'Reject'}
        </Button>
      </DialogFooter>
    </form>
  );
}

import { CREDITOR_MSG, formatDateTime, formatINR, ZReverseCreditPayment, type TStatementEntry } from '@forecourt/shared';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { useZodForm } from '@/lib/use-zod-form';
import { useReverseCreditPayment } from '../api/reverse-credit-payment';

/**
 * Reverse a payment recorded by mistake (owner and manager): a reason is required; the payment stays on the
 * statement and a reversal line takes it back. The server's refusals (already reversed, a closed day) show
 * on the reason.
 */
export function ReversePaymentDialog({ payment, onClose }: { payment: TStatementEntry | null; onClose: () => void }) {
  const reverse = useReverseCreditPayment();
  const form = useZodForm(ZReverseCreditPayment, { reason: '' }, { id: 'reverse' });
  const close = () => {
    form.form.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ reason }) => {
    if (!payment) return;
    reverse.mutate(
      { id: payment.id, reason },
      {
        onSuccess: (result) => {
          notify.success(CREDITOR_MSG.reversed, `Balance now ${formatINR(result.creditor.balance)}.`);
          close();
        },
        onError: (err) => form.setError('reason', { type: 'server', message: err.message }),
      },
    );
  });
  return (
    <Dialog open={payment !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{CREDITOR_MSG.reverseTitle}</DialogTitle>
          <DialogDescription>
            {payment ? `${formatINR(payment.credit)} on ${formatDateTime(payment.at)}. ` : ''}
            {CREDITOR_MSG.reverseConfirm}
          </DialogDescription>
        </DialogHeader>
        <form id="reverse-form" noValidate onSubmit={submit}>
          <Field form={form} name="reason" label="Reason *">
            {(control) => <Textarea rows={2} maxLength={500} {...control} />}
          </Field>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="reverse-form" variant="destructive" disabled={reverse.isPending}>
            {reverse.isPending ? 'Reversing...' : 'Reverse Payment'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import { CREDIT_PAYMENT_METHOD_LABELS, CREDIT_PAYMENT_METHODS, CREDITOR_MSG, ZCreateCreditPayment, type TCreditPaymentMethod, type TCreditPaymentResult } from '@forecourt/shared';
import { useState } from 'react';
import { FormActions } from '@/components/asset-fields';
import { Field, SelectField } from '@/components/field';
import { FormProblems } from '@/components/form-problems';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { applyServerError } from '@/lib/server-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateCreditPayment } from '../api/create-credit-payment';

type TValues = { creditorId: string; amount: string; paymentMethod: TCreditPaymentMethod; referenceNumber: string; notes: string };
const FIELDS = ['amount', 'paymentMethod', 'referenceNumber', 'notes'] as const;

/** A payment received from a creditor (document 3): amount above zero, method, optional reference and notes. */
export function PaymentForm({ creditorId, onDone, onCancel }: { creditorId: string; onDone: (result: TCreditPaymentResult) => void; onCancel: () => void }) {
  const create = useCreateCreditPayment();
  const initial: TValues = { creditorId, amount: '', paymentMethod: 'cash', referenceNumber: '', notes: '' };
  const form = useZodForm(ZCreateCreditPayment, initial, { id: 'payment' });
  const [problems, setProblems] = useState<string[]>([]);

  const submit = form.handleSubmit(async (body) => {
    setProblems([]);
    try {
      onDone(await create.mutateAsync(body));
    } catch (err) {
      // The spec's text, then the server's reason.
      const outcome = applyServerError(err, form.setError, { fields: FIELDS, failTitle: CREDITOR_MSG.paymentFailed });
      setProblems(outcome.problems);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Record payment">
      <FormProblems problems={problems} heading={CREDITOR_MSG.paymentFailed} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field form={form} name="amount" label="Amount (₹) *">
          {(control) => <Input type="number" inputMode="decimal" min={0} step={0.01} placeholder="0.00" {...control} />}
        </Field>
        <SelectField form={form} name="paymentMethod" label="Payment Method *">
          {CREDIT_PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {CREDIT_PAYMENT_METHOD_LABELS[m]}
            </option>
          ))}
        </SelectField>
        <Field form={form} name="referenceNumber" label="Reference Number" hint="Cheque, UPI or bank reference (optional)" className="sm:col-span-2">
          {(control) => <Input maxLength={100} autoComplete="off" {...control} />}
        </Field>
        <Field form={form} name="notes" label="Notes" className="sm:col-span-2">
          {(control) => <Textarea rows={2} maxLength={500} {...control} />}
        </Field>
      </div>
      <FormActions submitLabel="Record Payment" pendingLabel="Recording..." pending={create.isPending} onCancel={onCancel} />
    </form>
  );
}

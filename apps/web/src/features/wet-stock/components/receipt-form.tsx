import { RECEIPT_MSG, ZRecordReceipt } from '@forecourt/shared';
import type { ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { applyServerError } from '@/lib/server-errors';
import { type TZodForm, useZodForm } from '@/lib/use-zod-form';
import { useRecordReceipt } from '../api/record-receipt';
import { emptyReceiptForm, type TReceiptFormValues, toReceiptInput } from '../lib/receipt-form-values';
import { ReceiptResult } from './receipt-result';

const FIELDS = Object.keys(emptyReceiptForm) as Array<keyof TReceiptFormValues>;

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border p-4">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-3">{children}</div>
    </fieldset>
  );
}

function NumberField<O>({ form, name, label, hint, placeholder }: { form: TZodForm<TReceiptFormValues, O>; name: Path<TReceiptFormValues>; label: string; hint?: string; placeholder: string }) {
  return (
    <Field form={form} name={name} label={label} hint={hint}>
      {(control) => <Input type="text" inputMode="decimal" autoComplete="off" placeholder={placeholder} {...control} />}
    </Field>
  );
}

/**
 * Record a tanker receipt (ZRecordReceipt): the invoice (number, litres, density at 15 °C), the density and
 * temperature observed, and the dips before and after decantation with the litres sold meanwhile. The
 * answer shows under the form.
 */
export function ReceiptForm({ tankId, disabled }: { tankId: string; disabled: boolean }) {
  const record = useRecordReceipt(tankId);
  const form = useZodForm(ZRecordReceipt, emptyReceiptForm, { id: 'receipt', toInput: toReceiptInput });

  const submit = form.handleSubmit(async (body) => {
    try {
      await record.mutateAsync(body);
      notify.success(RECEIPT_MSG.recorded);
      form.form.reset(emptyReceiptForm);
    } catch (err) {
      if (isApiError(err) && err.key === 'dipChart.beyond') form.setError('dipAfterCm', { type: 'server', message: err.message }, { shouldFocus: true });
      applyServerError(err, form.setError, { fields: FIELDS, conflictField: 'invoiceNumber', failTitle: 'Receipt not recorded' });
    }
  });

  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate aria-label="Record a tanker receipt" className="space-y-4">
        <fieldset disabled={disabled} className="space-y-4">
          <Group legend="Invoice">
            <Field form={form} name="invoiceNumber" label="Invoice (challan) number *">
              {(control) => <Input autoComplete="off" placeholder="e.g. INV-2041" {...control} />}
            </Field>
            <NumberField form={form} name="invoiceLitres" label="Invoice litres *" placeholder="e.g. 12000" />
            <NumberField form={form} name="invoiceDensity15" label="Density at 15 °C (kg/m³) *" placeholder="e.g. 750.0" />
          </Group>
          <Group legend="Observed">
            <NumberField form={form} name="observedDensity" label="Observed density (kg/m³) *" placeholder="e.g. 735.0" />
            <NumberField form={form} name="observedTempC" label="Temperature (°C) *" placeholder="e.g. 32.0" />
          </Group>
          <Group legend="Dips">
            <NumberField form={form} name="dipBeforeCm" label="Dip before (cm) *" placeholder="e.g. 60.0" />
            <NumberField form={form} name="dipAfterCm" label="Dip after (cm) *" placeholder="e.g. 180.0" />
            <NumberField form={form} name="litresSoldDuring" label="Litres sold during decantation" hint="Blank: none." placeholder="0" />
          </Group>
          <Field form={form} name="notes" label="Notes">
            {(control) => <Textarea rows={2} {...control} />}
          </Field>
          <div className="flex justify-end">
            <Button type="submit" disabled={form.isSubmitting} className="w-full sm:w-auto">
              {form.isSubmitting ? 'Recording…' : 'Record receipt'}
            </Button>
          </div>
        </fieldset>
      </form>
      <div aria-live="polite">{record.data && <ReceiptResult receipt={record.data} />}</div>
    </div>
  );
}

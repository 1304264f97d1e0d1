import { DIP_MSG, ZRecordDip } from '@forecourt/shared';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { applyServerError } from '@/lib/server-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useRecordDip } from '../api/record-dip';
import { emptyDipForm, toDipInput } from '../lib/dip-form-values';
import { DipKindChoice } from './dip-kind-choice';
import { DipResult } from './dip-result';

const FIELDS = ['kind', 'dipCm', 'waterDipCm', 'notes'] as const;

/**
 * Record a dip (ZRecordDip): the kind, the dip and an optional water dip in centimetres to one decimal,
 * notes. The answer (litres by the chart, book stock, difference) shows under the form. Held back while
 * the tank has no chart.
 */
export function DipForm({ tankId, disabled }: { tankId: string; disabled: boolean }) {
  const record = useRecordDip(tankId);
  const form = useZodForm(ZRecordDip, emptyDipForm, { id: 'dip', toInput: toDipInput });
  // A blank dip is refused by the schema as not a number; the form says it is required.
  const dipError = form.errors.dipCm && form.values.dipCm.trim() === '' ? DIP_MSG.dipRequired : undefined;

  const submit = form.handleSubmit(async (body) => {
    try {
      await record.mutateAsync(body);
      notify.success(DIP_MSG.recorded);
      form.form.reset(emptyDipForm);
    } catch (err) {
      // A dip beyond the chart's last point is about the dip itself.
      if (isApiError(err) && err.key === 'dipChart.beyond') form.setError('dipCm', { type: 'server', message: err.message }, { shouldFocus: true });
      applyServerError(err, form.setError, { fields: FIELDS, failTitle: 'Dip not recorded' });
    }
  });

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <form onSubmit={submit} noValidate aria-label="Record a dip" className="space-y-4">
        <fieldset disabled={disabled} className="space-y-4">
          <DipKindChoice form={form} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field form={form} name="dipCm" label="Dip (cm) *" error={dipError}>
              {(control) => <Input type="text" inputMode="decimal" autoComplete="off" placeholder="e.g. 100.5" {...control} />}
            </Field>
            <Field form={form} name="waterDipCm" label="Water dip (cm)" hint="Leave blank when the water-finding paste shows none.">
              {(control) => <Input type="text" inputMode="decimal" autoComplete="off" placeholder="e.g. 1.5" {...control} />}
            </Field>
          </div>
          <Field form={form} name="notes" label="Notes">
            {(control) => <Textarea rows={2} {...control} />}
          </Field>
          <div className="flex justify-end">
            <Button type="submit" disabled={form.isSubmitting} className="w-full sm:w-auto">
              {form.isSubmitting ? 'Recording…' : 'Record dip'}
            </Button>
          </div>
        </fieldset>
      </form>
      <div aria-live="polite">
        {record.data ? (
          <DipResult dip={record.data} />
        ) : (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            Once recorded, the dip&apos;s litres by the chart, the book stock at its time and the difference show here.
          </p>
        )}
      </div>
    </div>
  );
}

import { formatLitres, READING_MSG, ZUpdateReading, type TPaymentMethod, type TReading } from '@forecourt/shared';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { DateTimeFormField, Field } from '@/components/field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { dateTimeLocalToIso, toDateTimeLocalValue } from '@/lib/datetime-local';
import { useZodForm } from '@/lib/use-zod-form';
import { useReading } from '../api/get-reading';
import { CreditOverride } from '../components/credit-override';
import { CreditorField } from '../components/creditor-field';
import { PaymentMethodField } from '../components/payment-method-field';
import { isApiError } from '@/lib/api-error';
import { useUpdateReading, type TUpdateReadingInput } from '../api/update-reading';

type TValues = {
  reading: string;
  recordedAt: string;
  paymentMethod: TPaymentMethod;
  creditorId: string;
  creditOverrideReason: string;
  notes: string;
  reason: string;
};

function CorrectionForm({ reading }: { reading: TReading }) {
  const navigate = useNavigate();
  const mutation = useUpdateReading(reading.id);
  const [error, setError] = useState<string | null>(null);
  /** The server's CREDIT_LIMIT message while the correction waits for an override's reason. */
  const [limit, setLimit] = useState<string | null>(null);
  const initialTime = toDateTimeLocalValue(new Date(reading.recordedAt));
  const initial: TValues = {
    reading: String(reading.reading),
    recordedAt: initialTime,
    paymentMethod: reading.paymentMethod,
    creditorId: reading.creditorId ?? '',
    creditOverrideReason: '',
    notes: reading.notes ?? '',
    reason: '',
  };
  const form = useZodForm(ZUpdateReading, initial, {
    id: 'edit',
    ids: { recordedAt: 'edit-recorded-at', paymentMethod: 'edit-payment' },
    // The request body holds only what changed (the shared schema checks the value and the time).
    toInput: (v) => {
      const input: Record<string, unknown> = {};
      if (Number(v.reading) !== reading.reading) input.reading = v.reading;
      const iso = v.recordedAt !== initialTime ? dateTimeLocalToIso(v.recordedAt) : undefined;
      if (iso) input.recordedAt = iso;
      if (v.paymentMethod !== reading.paymentMethod) input.paymentMethod = v.paymentMethod;
      // Another creditor (only on a credit sale); the override's reason once the server asked for it.
      if (v.paymentMethod === 'credit' && v.creditorId && v.creditorId !== (reading.creditorId ?? '')) input.creditorId = v.creditorId;
      if (v.paymentMethod === 'credit' && v.creditOverrideReason.trim()) input.creditOverrideReason = v.creditOverrideReason;
      const notes = v.notes.trim();
      if (notes !== (reading.notes ?? '')) input.notes = notes === '' ? null : notes;
      if (v.reason.trim()) input.reason = v.reason;
      return input;
    },
    fieldErrors: false,
  });

  // A changed correction is a new question for the limit.
  const { reading: value, paymentMethod, creditorId } = form.values;
  useEffect(() => setLimit(null), [value, paymentMethod, creditorId]);

  const onSubmit = form.handleSubmit(
    (body) => {
      const { reason, creditOverrideReason, ...changes } = body;
      const correcting =
        changes.reading !== undefined || changes.recordedAt !== undefined || changes.paymentMethod !== undefined || changes.creditorId !== undefined;
      if (form.values.paymentMethod === 'credit' && !form.values.creditorId) return setError(READING_MSG.creditorRequired);
      if (correcting && !reason) return setError('A reason is required to correct a reading');
      if (limit && !creditOverrideReason) return setError(READING_MSG.overrideReasonRequired);
      if (Object.values(changes).every((v) => v === undefined)) return setError('Nothing has changed.');
      const input: TUpdateReadingInput = body;
      setError(null);
      mutation.mutate(input, {
        onSuccess: (updated) => {
          toast.success('Reading Corrected', { description: `Volume ${formatLitres(updated.volume)} for nozzle #${updated.nozzleNumber}` });
          navigate(`/dashboard/readings/${updated.id}`);
        },
        onError: (err) => {
          if (isApiError(err) && err.code === 'CREDIT_LIMIT') return setLimit(err.message);
          setError(err.message);
        },
      });
    },
    (errors) => setError(Object.values(errors)[0] ?? READING_MSG.invalidValue),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field form={form} name="reading" label="Current reading (litres) *" hint={`Previous reading ${formatLitres(reading.previousReading)}`}>
          {(control) => <Input type="number" inputMode="decimal" step="0.01" min={reading.previousReading} {...control} />}
        </Field>
        <DateTimeFormField form={form} name="recordedAt" label="Recorded at" max={toDateTimeLocalValue()} />
        <PaymentMethodField form={form} />
        {form.values.paymentMethod === 'credit' && <CreditorField form={form} />}
        <Field form={form} name="notes" label="Notes">
          {(control) => <Textarea rows={2} maxLength={500} {...control} />}
        </Field>
      </div>
      <Field form={form} name="reason" label="Reason for the correction" hint="Required when the value, time, payment method or creditor changes.">
        {(control) => <Textarea rows={2} maxLength={500} {...control} />}
      </Field>
      {limit && form.values.paymentMethod === 'credit' && <CreditOverride form={form} message={limit} />}
      {error && (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription className="mt-0">{error}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={`/dashboard/readings/${reading.id}`}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save Correction'}
        </Button>
      </div>
    </form>
  );
}

/** /dashboard/readings/edit?id=…: the correction of a nozzle's latest reading (value, time, payment method, notes). */
export default function ReadingEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const reading = useReading(id);

  if (id !== '' && reading.isPending) return <Skeleton className="h-72 rounded-xl" />;
  if (id === '' || reading.isError || !reading.data) {
    return (
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <AlertTitle>{READING_MSG.detailErrorTitle}</AlertTitle>
          <AlertDescription>{reading.error?.message ?? 'No reading was given.'}</AlertDescription>
          <Button asChild variant="outline" size="sm" className="mt-3">
            <Link to="/dashboard/readings">Back to Readings</Link>
          </Button>
        </div>
      </Alert>
    );
  }
  const r = reading.data;
  return (
    <div className="space-y-6">
      <Breadcrumbs
        items={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'Readings', to: '/dashboard/readings' },
          { label: 'Reading Details', to: `/dashboard/readings/${r.id}` },
          { label: 'Correct' },
        ]}
      />
      <PageHeader
        title="Correct Reading"
        description={`Nozzle #${r.nozzleNumber} · ${r.pumpName} · ${r.stationName}. Only a nozzle's latest reading can be corrected; every rule is checked again.`}
      />
      {r.status === 'voided' ? (
        <Alert variant="warning">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription className="mt-0">{READING_MSG.alreadyVoided}</AlertDescription>
        </Alert>
      ) : (
        <Card>
          <CardContent className="pt-5">
            <CorrectionForm reading={r} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

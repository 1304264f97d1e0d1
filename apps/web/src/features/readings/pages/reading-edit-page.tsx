import { formatLitres, READING_MSG, ZMeterLitres, type TPaymentMethod, type TReading } from '@forecourt/shared';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FormField, fieldAria } from '@/components/form-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { dateTimeLocalToIso, toDateTimeLocalValue } from '@/lib/datetime-local';
import { useReading } from '../api/get-reading';
import { PaymentMethodField } from '../components/payment-method-field';
import { useUpdateReading, type TUpdateReadingInput } from '../api/update-reading';

type TValues = { reading: string; recordedAt: string; paymentMethod: TPaymentMethod; notes: string; reason: string };

function CorrectionForm({ reading }: { reading: TReading }) {
  const navigate = useNavigate();
  const mutation = useUpdateReading(reading.id);
  const [error, setError] = useState<string | null>(null);
  const initialTime = toDateTimeLocalValue(new Date(reading.recordedAt));
  const { register, handleSubmit } = useForm<TValues>({
    defaultValues: {
      reading: String(reading.reading),
      recordedAt: initialTime,
      paymentMethod: reading.paymentMethod,
      notes: reading.notes ?? '',
      reason: '',
    },
  });

  const onSubmit = handleSubmit((v) => {
    const input: TUpdateReadingInput = {};
    const parsed = ZMeterLitres.safeParse(v.reading);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? READING_MSG.invalidValue);
    if (parsed.data !== reading.reading) input.reading = parsed.data;
    if (v.recordedAt !== initialTime) {
      const iso = dateTimeLocalToIso(v.recordedAt);
      if (iso) input.recordedAt = iso;
    }
    if (v.paymentMethod !== reading.paymentMethod) input.paymentMethod = v.paymentMethod;
    const notes = v.notes.trim();
    if (notes !== (reading.notes ?? '')) input.notes = notes === '' ? null : notes;
    const correcting = input.reading !== undefined || input.recordedAt !== undefined || input.paymentMethod !== undefined;
    if (correcting && v.reason.trim() === '') return setError('A reason is required to correct a reading');
    if (Object.keys(input).length === 0) return setError('Nothing has changed.');
    if (v.reason.trim()) input.reason = v.reason.trim();
    setError(null);
    mutation.mutate(input, {
      onSuccess: (updated) => {
        toast.success('Reading Corrected', { description: `Volume ${formatLitres(updated.volume)} for nozzle #${updated.nozzleNumber}` });
        navigate(`/dashboard/readings/${updated.id}`);
      },
      onError: (err) => setError(err.message),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="edit-reading" label="Current reading (litres) *" hint={`Previous reading ${formatLitres(reading.previousReading)}`}>
          <Input id="edit-reading" type="number" inputMode="decimal" step="0.01" min={reading.previousReading} {...fieldAria('edit-reading', undefined, true)} {...register('reading')} />
        </FormField>
        <FormField id="edit-recorded-at" label="Recorded at">
          <Input id="edit-recorded-at" type="datetime-local" max={toDateTimeLocalValue()} {...register('recordedAt')} />
        </FormField>
        <PaymentMethodField id="edit-payment" field={register('paymentMethod')} />
        <FormField id="edit-notes" label="Notes">
          <Textarea id="edit-notes" rows={2} maxLength={500} {...register('notes')} />
        </FormField>
      </div>
      <FormField id="edit-reason" label="Reason for the correction" hint="Required when the value, time or payment method changes.">
        <Textarea id="edit-reason" rows={2} maxLength={500} {...fieldAria('edit-reason', undefined, true)} {...register('reason')} />
      </FormField>
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
export function ReadingEditPage() {
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

export default ReadingEditPage;

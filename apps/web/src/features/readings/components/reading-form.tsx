import {
  HOME_BY_ROLE,
  READING_FORM_RESET_MS,
  READING_MSG,
  READING_REDIRECT_MS,
  READING_TOAST_MS,
  ZCreateReading,
  type TCreateReading,
  type TReading,
} from '@forecourt/shared';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DateTimeFormField, Field } from '@/components/field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { dateTimeLocalToIso, toDateTimeLocalValue } from '@/lib/datetime-local';
import { announceSavedOnPhone } from '@/lib/offline/send-or-queue';
import { notify } from '@/lib/notify';
import { useSessionState } from '@/lib/session-store';
import { useZodForm } from '@/lib/use-zod-form';
import { useCanCreateReading } from '../api/can-create-reading';
import { useCreateReading } from '../api/create-reading';
import { useReadingNozzles, useReadingPumps, useReadingStations } from '../api/get-reading-assets';
import { belowPreviousMessage, formatMeter, formatVolumeText, saleSince, unusualJump } from '@/lib/reading-rules';
import { CreditOverride } from './credit-override';
import { CreditorField } from './creditor-field';
import { PaymentMethodField } from './payment-method-field';
import { NozzleReadingInfo } from './nozzle-reading-info';
import { ReadingAssetSelects } from './reading-asset-selects';
import type { TReadingValues } from './reading-values';

export type TReadingPreselect = { stationId?: string | undefined; pumpId?: string | undefined; nozzleId?: string | undefined };


const emptyEntry = { reading: '', paymentMethod: 'cash' as const, creditorId: '', creditOverrideReason: '', notes: '', recordedAt: '' };

/**
 * The reading entry form (document 2): cascading station → pump → nozzle, the previous reading and
 * price from the server, the reading, payment method, notes and an optional earlier time. After a
 * reading is recorded: the toast with the server's volume, then either a redirect to the home page
 * after 1.5 s (`afterSuccess="redirect"`) or a reset after 5 s (`"reset"`).
 */
export function ReadingForm({
  preselect = {},
  afterSuccess,
  onCancel,
  onRecorded,
}: {
  preselect?: TReadingPreselect;
  afterSuccess: 'redirect' | 'reset';
  onCancel?: () => void;
  /** After a reading is stored, or kept on an attendant's phone to sync (no reading then). */
  onRecorded?: (reading?: TReading) => void;
}) {
  const { session } = useSessionState();
  const role = session?.user.role;
  const navigate = useNavigate();
  const t = useT();
  const fmt = useFormat();
  const initial: TReadingValues = { stationId: preselect.stationId ?? '', pumpId: preselect.pumpId ?? '', nozzleId: preselect.nozzleId ?? '', ...emptyEntry };
  const form = useZodForm(ZCreateReading, initial, {
    id: 'reading',
    ids: { reading: 'reading-value', paymentMethod: 'reading-payment', recordedAt: 'reading-recorded-at' },
    // The request body: the shared schema checks the nozzle, the value (at least 0, 3 decimals), the time.
    toInput: (v) => ({
      nozzleId: v.nozzleId,
      reading: v.reading,
      paymentMethod: v.paymentMethod,
      // A creditor only with a credit sale; the override's reason only once the server asked for it.
      ...(v.paymentMethod === 'credit' && v.creditorId ? { creditorId: v.creditorId } : {}),
      ...(v.paymentMethod === 'credit' && v.creditOverrideReason.trim() ? { creditOverrideReason: v.creditOverrideReason } : {}),
      notes: v.notes,
      recordedAt: dateTimeLocalToIso(v.recordedAt),
    }),
    fieldErrors: false,
  });
  const { setValue } = form.form;
  const { stationId, pumpId, nozzleId, reading: readingText, paymentMethod, creditorId, recordedAt } = form.values;
  const stations = useReadingStations(role);
  const pumps = useReadingPumps(role, stationId);
  const nozzles = useReadingNozzles(role, pumpId);
  const canCreate = useCanCreateReading(nozzleId);
  const create = useCreateReading((id) => nozzles.data?.items.find((n) => n.id === id));
  const [formError, setFormError] = useState<string | null>(null);
  const [jump, setJump] = useState<{ rise: string; body: TCreateReading } | null>(null);
  const [recorded, setRecorded] = useState(false);
  /** The server's CREDIT_LIMIT message while the sale waits for an override's reason. */
  const [limit, setLimit] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A changed sale (value, nozzle, method, creditor) is a new question for the limit.
  useEffect(() => setLimit(null), [nozzleId, readingText, paymentMethod, creditorId]);
  // A message answers the values it was given: once they change, it goes (a new submit says what is wrong now).
  useEffect(() => setFormError(null), [readingText, paymentMethod, creditorId, recordedAt]);

  const nozzle = nozzles.data?.items.find((n) => n.id === nozzleId);
  const previous = canCreate.data?.previousReading;
  const blocked = canCreate.data ? !canCreate.data.canCreate : false;
  const filled = stationId !== '' && pumpId !== '' && nozzleId !== '' && readingText.trim() !== '';

  /** A changed choice clears the choices under it. */
  const cascade = {
    stationId: () => {
      setValue('pumpId', '');
      setValue('nozzleId', '');
      setFormError(null);
    },
    pumpId: () => {
      setValue('nozzleId', '');
      setFormError(null);
    },
    nozzleId: () => setFormError(null),
  };

  const succeed = (reading: TReading) => {
    const number = nozzle?.nozzleNumber ?? reading.nozzleNumber;
    toast.success(t('msg.reading.recordedTitle'), {
      description: t('msg.reading.recorded', { litres: formatVolumeText(reading.volume), nozzleNumber: String(number) }),
      duration: READING_TOAST_MS,
    });
    onRecorded?.(reading);
    if (afterSuccess === 'redirect') {
      const home = role ? HOME_BY_ROLE[role] : '/dashboard';
      timer.current = setTimeout(() => navigate(home), READING_REDIRECT_MS);
    } else {
      setRecorded(true);
      timer.current = setTimeout(() => {
        setRecorded(false);
        form.form.reset({ stationId, pumpId, nozzleId, ...emptyEntry });
      }, READING_FORM_RESET_MS);
    }
  };

  const send = (body: TCreateReading) => {
    setFormError(null);
    create.mutate(body, {
      onSuccess: succeed,
      onError: (error) => {
        // Kept on the phone (an attendant offline, or no verdict): said as such, and the dialog closes as after a success.
        if (announceSavedOnPhone(error)) return onRecorded?.();
        const message = isApiError(error) || error instanceof Error ? error.message : t('quick.failed');
        if (isApiError(error) && error.code === 'CREDIT_LIMIT' && (role === 'owner' || role === 'manager')) {
          setLimit(message);
          return;
        }
        setFormError(message);
        notify.error(t('quick.failed'), message);
      },
    });
  };

  const submit = form.handleSubmit(
    (body) => {
      // A credit sale names its creditor (the server says so too, 422); past the limit, a reason.
      if (body.paymentMethod === 'credit' && !body.creditorId) return setFormError(READING_MSG.creditorRequired);
      if (limit && !body.creditOverrideReason) return setFormError(READING_MSG.overrideReasonRequired);
      // The rules that need the server's figures: not below the previous reading, a big rise confirmed.
      if (previous !== undefined) {
        const below = belowPreviousMessage(body.reading, previous);
        if (below) return setFormError(below);
      }
      const rise = previous === undefined ? null : unusualJump(body.reading, previous);
      if (rise) return setJump({ rise, body });
      send(body);
    },
    (errors) => setFormError(Object.values(errors)[0] ?? READING_MSG.invalidValue),
  );
  const onSubmit = (event: FormEvent) => {
    if (filled) return submit(event);
    event.preventDefault();
    setFormError(READING_MSG.requiredFields);
  };

  const pending = create.isPending;
  const nowValue = toDateTimeLocalValue();
  const infoError = canCreate.isError ? canCreate.error.message : undefined;
  // What the value would sell; its amount at today's price only for a reading recorded now (a backdated
  // one is priced by the server at its own time).
  const sale = previous === undefined ? null : saleSince(readingText, previous, recordedAt ? null : canCreate.data?.pricePerLitre);
  const strong = (chunks: ReactNode[]) => <strong className="tabular-nums">{chunks}</strong>;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('quick.form')}>
      <ReadingAssetSelects
        stations={{ items: stations.data?.items, loading: stations.isPending }}
        pumps={{ items: pumps.data?.items, loading: pumps.isPending }}
        nozzles={{ items: nozzles.data?.items, loading: nozzles.isPending }}
        form={form}
        onChange={cascade}
        stationsFailed={stations.isError}
      />

      {nozzleId !== '' && (
        <NozzleReadingInfo
          nozzle={nozzle}
          info={canCreate.data}
          loading={canCreate.isPending}
          error={infoError}
          canSetPrices={role === 'owner' || role === 'manager'}
        />
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          form={form}
          name="reading"
          label={t('quick.value')}
          hint={previous !== undefined ? t('quick.atLeast', { value: formatMeter(previous) }) : undefined}
        >
          {(control) => (
            <Input type="number" inputMode="decimal" step="0.01" min={previous ?? 0} placeholder={previous !== undefined ? String(previous) : '0.00'} {...control} />
          )}
        </Field>
        <PaymentMethodField form={form} />
        {paymentMethod === 'credit' && <CreditorField form={form} />}
        <DateTimeFormField form={form} name="recordedAt" label={t('quick.recordedAt')} hint={t('quick.recordedAtHint')} max={nowValue} />
        <Field form={form} name="notes" label={t('common.notes')}>
          {(control) => <Textarea rows={2} maxLength={500} {...control} />}
        </Field>
      </div>

      {sale && (
        <p role="status" className="rounded-lg bg-accent px-3 py-2 text-sm text-accent-foreground">
          {t.rich(sale.amount === null ? 'attendant.reading.sale' : 'attendant.reading.saleAmount', {
            b: strong,
            litres: fmt.litres(sale.litres),
            amount: sale.amount === null ? '' : fmt.inr(sale.amount),
          })}
        </p>
      )}
      {limit && paymentMethod === 'credit' && <CreditOverride form={form} message={limit} />}
      {formError && (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription className="mt-0">{t.known(formError)}</AlertDescription>
        </Alert>
      )}
      {recorded && (
        <Alert role="status">
          <CheckCircle2 aria-hidden="true" className="text-emerald-600" />
          <AlertTitle>{t('msg.reading.recordedAlt')}</AlertTitle>
        </Alert>
      )}
      {!filled && !formError && <p className="text-xs text-muted-foreground">{t('msg.reading.requiredFields')}</p>}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={!filled || pending || blocked || recorded}>
          {pending ? t('quick.submitting') : limit ? 'Record past the limit' : t('quick.submit')}
        </Button>
      </div>

      <ConfirmDialog
        open={jump !== null}
        onOpenChange={(open) => !open && setJump(null)}
        title={t('attendant.reading.jumpTitle')}
        description={jump ? t('msg.reading.jumpConfirm', { litres: formatMeter(jump.rise) }) : ''}
        confirmLabel={t('attendant.reading.jumpConfirm')}
        onConfirm={() => {
          if (jump) send(jump.body);
          setJump(null);
        }}
      />
    </form>
  );
}

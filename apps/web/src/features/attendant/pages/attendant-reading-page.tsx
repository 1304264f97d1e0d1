import {
  ATTENDANT_MSG,
  ATTENDANT_RECENT_FETCH,
  ATTENDANT_RECENT_READINGS,
  formatNumber,
  READING_MSG,
  ZAttendantReadingForm,
  type TCreateAttendantReading,
} from '@forecourt/shared';
import { AlertTriangle, Fuel, History } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { clientId } from '@/lib/client-id';
import { announceSavedOnPhone } from '@/lib/offline/send-or-queue';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useZodForm } from '@/lib/use-zod-form';
import { useMyNozzles } from '../api/get-my-nozzles';
import { useMyReadings } from '../api/get-my-readings';
import { useRecordReading } from '../api/record-reading';
import { MeterEntry } from '../components/meter-entry';
import { NozzlePicker } from '../components/nozzle-picker';
import { PaymentChoice } from '../components/payment-choice';
import { RecentReadingsCard } from '../components/recent-readings-card';
import { StepIndicator } from '../components/step-indicator';
import { fuelCaps, priceText } from '../lib/nozzle-display';
import { EMPTY_ENTRY, entryProblemTitle, entryToInput, previewEntry } from '../lib/reading-entry';
import { noteText } from '@/i18n/known-text';

/** Litres for the success toast: 3 decimals with Indian grouping ('1,234.500'), the toast adds ' L'. */
const litresText = (value: number) => formatNumber(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/**
 * /attendant/readings and /attendant/readings/new (document 3, section 2): step one picks one of the
 * attendant's nozzles; step two takes the meter value on the keypad or typed, and how the sale was
 * paid. Submit appears once both are there. On success: a toast with the litres, the lists reload, the
 * entry clears and the attendant is back on the home. The 5 most recent readings sit below (beside, on
 * wide screens).
 */
export default function AttendantReadingPage() {
  const navigate = useNavigate();
  const nozzles = useMyNozzles();
  const recent = useMyReadings(ATTENDANT_RECENT_FETCH);
  const record = useRecordReading();
  const form = useZodForm(ZAttendantReadingForm, EMPTY_ENTRY, { id: 'attendant-reading', toInput: entryToInput, fieldErrors: false });
  const [problem, setProblem] = useState<string | null>(null);
  const [jump, setJump] = useState<{ body: TCreateAttendantReading; litres: string } | null>(null);
  // The id of the body being sent: the same body sent again (after a lost answer) replays, never doubles.
  const attempt = useRef<{ key: string; id: string } | null>(null);
  const t = useT();
  const fmt = useFormat();

  const list = nozzles.data?.items ?? [];
  const { nozzleId, reading } = form.values;
  const nozzle = list.find((n) => n.id === nozzleId);
  const preview = nozzle ? previewEntry(reading, nozzle.currentReading, nozzle.currentPrice) : ({ kind: 'none' } as const);
  const ready = Boolean(nozzle) && reading.trim() !== '';

  const choose = (id: string) => {
    form.form.setValue('nozzleId', id);
    form.form.setValue('reading', '');
    setProblem(null);
  };

  const send = async (body: TCreateAttendantReading) => {
    const key = JSON.stringify(body);
    if (attempt.current?.key !== key) attempt.current = { key, id: clientId() };
    setProblem(null);
    try {
      const saved = await record.mutateAsync({ ...body, id: attempt.current.id });
      attempt.current = null;
      const litres = litresText(saved.volume);
      const recorded = READING_MSG.recorded(litres, saved.nozzleNumber);
      notify.success(READING_MSG.recordedTitle, noteText(recorded, 'msg.reading.recorded', { litres, nozzleNumber: String(saved.nozzleNumber) }));
      form.form.reset(EMPTY_ENTRY);
      void navigate('/attendant');
    } catch (err) {
      // No connection: kept on the phone, sent by the queue (docs/decisions/029) — as good as recorded here.
      if (announceSavedOnPhone(err)) {
        attempt.current = null;
        form.form.reset(EMPTY_ENTRY);
        void navigate('/attendant');
        return;
      }
      if (isApiError(err) && err.status === 401) return;
      const message = isApiError(err) && err.message ? err.message : ATTENDANT_MSG.addFailed;
      setProblem(message);
      notify.error(ATTENDANT_MSG.addFailed, message === ATTENDANT_MSG.addFailed ? undefined : message);
    }
  };

  const submit = form.handleSubmit(
    (body) => {
      if (preview.kind === 'sale' && preview.unusual) setJump({ body, litres: litresText(Number(preview.litres)) });
      else void send(body);
    },
    (errors) => {
      const message = Object.values(errors).find(Boolean) ?? ATTENDANT_MSG.invalidReading;
      setProblem(message);
      notify.error(entryProblemTitle(message), message);
    },
  );

  const step = nozzle ? 2 : 1;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,34rem)_minmax(18rem,1fr)] lg:items-start">
      <form noValidate onSubmit={submit} aria-labelledby="record-reading-title" className="min-w-0 space-y-4">
        <div className="space-y-3">
          {/* The header names the page on phones; the heading shows from 1024 px. */}
          <h2 id="record-reading-title" className="text-2xl font-semibold tracking-tight max-lg:sr-only">
            {t('attendant.reading.title')}
          </h2>
          <StepIndicator steps={[t('attendant.reading.stepNozzle'), t('attendant.reading.stepValue')]} current={step} />
        </div>

        {!nozzle ? (
          <Card>
            <CardHeader>
              <CardTitle>{t('attendant.reading.stepNozzle')}</CardTitle>
            </CardHeader>
            <CardContent>
              {nozzles.isError ? (
                <LoadError title={t('msg.attendant.loadFailed')} message={nozzles.error.message} onRetry={() => void nozzles.refetch()} />
              ) : nozzles.isPending ? (
                <CardGridSkeleton count={2} label={t('attendant.reading.loadingNozzles')} />
              ) : list.length === 0 ? (
                <EmptyState
                  icon={Fuel}
                  title={t('msg.attendant.noNozzles')}
                  description={t('attendant.reading.noNozzlesHint')}
                  action={
                    <Button variant="outline" className="h-11" onClick={() => void nozzles.refetch()} disabled={nozzles.isFetching}>
                      {t('common.retry')}
                    </Button>
                  }
                />
              ) : (
                <NozzlePicker nozzles={list} onPick={(n) => choose(n.id)} />
              )}
            </CardContent>
          </Card>
        ) : (
          <Card>
            <CardHeader className="flex-row items-start justify-between gap-3 space-y-0 pb-3">
              <div className="min-w-0">
                <CardTitle className="flex flex-wrap items-center gap-x-2 gap-y-1 text-lg">
                  {nozzle.name}
                  <span className="rounded bg-secondary px-1.5 py-0.5 text-[11px] font-semibold tracking-wide text-secondary-foreground">{fuelCaps(nozzle.fuelType, t)}</span>
                  <span className="text-sm font-medium tabular-nums">{priceText(nozzle.currentPrice, fmt, t)}</span>
                </CardTitle>
                <p className="mt-1 truncate text-sm text-muted-foreground">
                  {t('attendant.reading.place', { pump: nozzle.pumpName, station: nozzle.stationName })}
                </p>
              </div>
              <Button type="button" variant="outline" className="h-11 shrink-0" onClick={() => choose('')}>
                {t('common.change')}
              </Button>
            </CardHeader>
            <CardContent className="space-y-4">
              <MeterEntry form={form} nozzle={nozzle} preview={preview.kind === 'below' && preview.message === problem ? { kind: 'none' } : preview} />
              <PaymentChoice form={form} />
              {problem && (
                <Alert variant="destructive">
                  <AlertTriangle aria-hidden="true" />
                  <div>
                    <AlertTitle>{t('msg.attendant.addFailed')}</AlertTitle>
                    <AlertDescription>{t.known(problem)}</AlertDescription>
                  </div>
                </Alert>
              )}
              {ready && (
                // Kept in thumb reach above the phone's bottom bar while the entry is on screen.
                <div className="sticky bottom-[calc(5rem+env(safe-area-inset-bottom))] z-20 lg:bottom-4">
                  <Button type="submit" size="xl" className="w-full text-lg shadow-lg" disabled={record.isPending}>
                    {record.isPending ? t('attendant.reading.submitting') : t('attendant.reading.submit')}
                  </Button>
                </div>
              )}
            </CardContent>
          </Card>
        )}
      </form>

      <RecentReadingsCard
        query={recent}
        title={t('attendant.reading.recent')}
        icon={History}
        count={ATTENDANT_RECENT_READINGS}
        link={{ to: '/attendant/dashboard', label: t('common.home') }}
        className="min-w-0"
      />

      <ConfirmDialog
        open={jump !== null}
        onOpenChange={(open) => !open && setJump(null)}
        title={t('attendant.reading.jumpTitle')}
        description={jump ? t('msg.reading.jumpConfirm', { litres: jump.litres }) : ''}
        confirmLabel={t('attendant.reading.jumpConfirm')}
        pending={record.isPending}
        onConfirm={() => {
          const body = jump?.body;
          setJump(null);
          if (body) void send(body);
        }}
      />
    </div>
  );
}

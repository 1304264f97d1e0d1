import { CASH_REPORT_AMOUNTS, CASH_REPORT_MSG, type TRole, type TStation, type TSubmitCashReport, ZOwnerCashReportForm } from '@forecourt/shared';
import { FormActions, NamedOptions } from '@/components/asset-fields';
import { DateFormField, Field, SelectField } from '@/components/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { useStationDaySales } from '../api/get-station-day-sales';
import { useSubmitCashReport } from '../api/submit-cash-report';
import { EMPTY_AMOUNTS, type TCashReportValues } from '../lib/cash-report-values';
import { useCashReportForm } from '../lib/use-cash-report-form';
import { cashTotals } from '../lib/cash-totals';
import { todayIn } from '@/lib/calendar-days';
import { CashTotalsCard } from './cash-totals-card';
import { CreditorField } from './creditor-field';
import { ShiftChoice } from './shift-choice';

const LABELS = { cashAmount: 'Cash (₹)', cardAmount: 'Card (₹)', upiAmount: 'UPI (₹)', creditAmount: 'Credit (₹)' } as const;

/**
 * Submit Cash Report in the owner area (document 3): the caller's own report for a station, a day (today
 * or a past one) and a shift, with the four amounts (minimum 0, step 0.01), the creditor of a credit
 * amount and notes; the running totals against that day's sales of the station. Submitting again for
 * the same station, day and shift updates the pending report.
 *
 * Checked before it is sent (ZOwnerCashReportForm: the two variants' texts merged), and the station
 * chosen must be one of the caller's: a station given by the address (`stationId`) that is not, or one
 * deleted while the form was open, is refused with 'Station ID is required'.
 */
export function CashReportForm({
  role,
  stations,
  stationId,
  onDone,
  onCancel,
}: {
  role: TRole;
  stations: TStation[];
  /** The station to preselect (?stationId= of the address). */
  stationId?: string | undefined;
  onDone: () => void;
  onCancel: () => void;
}) {
  const today = todayIn();
  const initial: TCashReportValues = {
    stationId: stationId ?? (stations.length === 1 ? (stations[0]?.id ?? '') : ''),
    date: today,
    shift: '',
    ...EMPTY_AMOUNTS,
    creditorId: '',
    creditorName: '',
    notes: '',
  };
  const submit = useSubmitCashReport();
  const { form, choices, hasCredit, send } = useCashReportForm({ schema: ZOwnerCashReportForm, id: 'cr', initial, role, kind: 'owner', submit, onDone });
  const sales = useStationDaySales(form.values.stationId, form.values.date);
  const totals = cashTotals(form.values, sales.data);

  /** A station id given that is none of the caller's stations (not an empty choice: the schema words that). */
  const unknownStation = () => {
    const id = form.values.stationId;
    if (!id || stations.some((st) => st.id === id)) return false;
    form.setError('stationId', { type: 'client', message: CASH_REPORT_MSG.stationIdRequired }, { shouldFocus: true });
    return true;
  };
  const onSubmit = form.handleSubmit(
    (body: TSubmitCashReport) => {
      if (!unknownStation()) send(body);
    },
    (errors) => {
      unknownStation();
      if (errors.creditorId === CASH_REPORT_MSG.creditorForCredit || errors.creditorName === CASH_REPORT_MSG.creditorForCredit) {
        notify.error(CASH_REPORT_MSG.missingCreditorTitle, CASH_REPORT_MSG.creditorForCredit);
      }
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Submit cash report" className="grid gap-5 sm:grid-cols-2">
      <SelectField
        form={form}
        name="stationId"
        label="Station *"
        onChange={() => form.form.setValue('creditorId', '')}
      >
        <NamedOptions items={stations} empty="Select station" />
      </SelectField>
      <DateFormField form={form} name="date" label="Date *" hint="Today or an earlier day" max={today} />
      <div className="sm:col-span-2">
        <ShiftChoice form={form} idPrefix="cr-shift" />
      </div>
      {CASH_REPORT_AMOUNTS.map((name) => (
        <Field key={name} form={form} name={name} label={LABELS[name]}>
          {(control) => <Input type="number" inputMode="decimal" min={0} step={0.01} placeholder="0.00" className="text-right tabular-nums" {...control} />}
        </Field>
      ))}
      {hasCredit && (
        <div className="sm:col-span-2">
          <CreditorField form={form} choices={choices} />
        </div>
      )}
      <div className="sm:col-span-2">
        <CashTotalsCard
          totals={totals}
          sales={{
            status: !form.values.stationId || !form.values.date ? 'idle' : sales.isError ? 'error' : sales.isPending ? 'loading' : 'ready',
            label: "The day's sales (this station)",
          }}
          salesValue={sales.data}
        />
      </div>
      <Field form={form} name="notes" label="Notes" hint="Optional" className="sm:col-span-2">
        {(control) => <Textarea rows={2} maxLength={500} {...control} />}
      </Field>
      <div className="sm:col-span-2">
        <FormActions submitLabel="Submit Cash Report" pendingLabel="Submitting..." pending={submit.isPending} onCancel={onCancel} />
      </div>
    </form>
  );
}

import {
  CASH_KEYPAD_MAX_CHARS,
  CASH_REPORT_AMOUNTS,
  CASH_REPORT_MSG,
  type TCashReportAmount,
  type TStation,
  ZAttendantCashReport,
} from '@forecourt/shared';
import * as Tabs from '@radix-ui/react-tabs';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Field, SelectField } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { TMessageId } from '@/i18n/messages/en';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useSubmitAttendantCashReport } from '../api/submit-attendant-cash-report';
import { useStationSalesToday } from '../api/get-station-sales-today';
import { EMPTY_AMOUNTS, type TCashReportValues } from '../lib/cash-report-values';
import { useCashReportForm } from '../lib/use-cash-report-form';
import { cashTotals } from '../lib/cash-totals';
import { pressKey, type TKeypadKey } from '../lib/keypad';
import { todayIn } from '@/lib/calendar-days';
import { CashKeypad } from './cash-keypad';
import { CashTotalsCard } from './cash-totals-card';
import { CreditorField } from './creditor-field';
import { ShiftChoice } from './shift-choice';

const AMOUNT_LABELS: Record<TCashReportAmount, TMessageId> = {
  cashAmount: 'label.payment.cash',
  cardAmount: 'label.payment.card',
  upiAmount: 'label.payment.upi',
  creditAmount: 'label.payment.credit',
};

/** Titles of the attendant's validation toasts (document 3, section 5). */
const INVALID_TITLES: Record<string, string> = {
  [CASH_REPORT_MSG.atLeastOneAmount]: CASH_REPORT_MSG.invalidAmountTitle,
  [CASH_REPORT_MSG.creditorRequired]: CASH_REPORT_MSG.creditorRequiredTitle,
};

/**
 * The attendant's cash report (document 3), phone first: the station (the first preselected), the shift,
 * the four amounts — a tab picks the one the keypad edits, at most 7 characters each, typing works too —,
 * the creditor for a credit amount, the running totals against today's sales of the station, notes; the
 * date is today. Sent with a client id, so a resend after a lost answer is stored once.
 */
export function AttendantCashReportForm({ stations, onDone }: { stations: TStation[]; onDone: () => void }) {
  const [active, setActive] = useState<TCashReportAmount>('cashAmount');
  const initial: TCashReportValues = { stationId: stations[0]?.id ?? '', date: '', shift: '', ...EMPTY_AMOUNTS, creditorId: '', creditorName: '', notes: '' };
  const submit = useSubmitAttendantCashReport();
  const { form, choices, hasCredit, send } = useCashReportForm({ schema: ZAttendantCashReport, id: 'acr', initial, role: 'attendant', kind: 'attendant', submit, onDone });
  const sales = useStationSalesToday(form.values.stationId);
  const totals = cashTotals(form.values, sales.data);
  const t = useT();
  const fmt = useFormat();

  const onKey = (key: TKeypadKey) => {
    const next = pressKey(form.form.getValues(active), key, CASH_KEYPAD_MAX_CHARS);
    form.form.setValue(active, next, { shouldDirty: true, shouldValidate: form.form.formState.isSubmitted });
  };

  const onSubmit = form.handleSubmit(
    send,
    (errors) => {
      // The spec's titled checks first (nothing entered, credit without creditor), then whatever else is wrong.
      const messages = Object.values(errors).filter((m): m is string => Boolean(m));
      const message = messages.find((m) => m in INVALID_TITLES) ?? messages[0];
      if (message) notify.error(INVALID_TITLES[message] ?? CASH_REPORT_MSG.submitFailedTitle, message);
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('cash.form.label')} className="space-y-5">
      <SelectField
        form={form}
        name="stationId"
        label={t('common.station')}
        className="[&_select]:h-12 [&_select]:text-base"
        onChange={() => form.form.setValue('creditorId', '')}
      >
        {stations.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </SelectField>

      <ShiftChoice form={form} />

      <p className="text-sm text-muted-foreground">
        {t.rich('cash.form.date', { date: fmt.date(todayIn()), b: (chunks) => <span className="font-medium text-foreground">{chunks}</span> })}
      </p>

      <Tabs.Root value={active} onValueChange={(v) => setActive(v as TCashReportAmount)} className="space-y-3">
        <Tabs.List aria-label={t('cash.form.amounts')} className="grid grid-cols-4 gap-1 rounded-lg bg-muted p-1">
          {CASH_REPORT_AMOUNTS.map((name) => (
            <Tabs.Trigger
              key={name}
              value={name}
              className={cn(
                'flex min-h-14 flex-col items-center justify-center rounded-md px-1 text-xs font-medium text-muted-foreground outline-none focus-visible:outline-2 focus-visible:outline-ring',
                'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
                form.errors[name] && 'ring-2 ring-destructive',
              )}
            >
              <span>
                {t(AMOUNT_LABELS[name])}
                {form.errors[name] && <span className="sr-only"> {t('cash.form.needsLook', { error: t.known(form.errors[name]) })}</span>}
              </span>
              <span className="max-w-full truncate text-sm font-semibold tabular-nums">{form.values[name] === '' ? '0' : form.values[name]}</span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {CASH_REPORT_AMOUNTS.map((name) => (
          <Tabs.Content key={name} value={name} className="outline-none">
            <Field form={form} name={name} label={t('cash.form.amountLabel', { method: t(AMOUNT_LABELS[name]) })}>
              {(control) => (
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={CASH_KEYPAD_MAX_CHARS}
                  placeholder="0"
                  className="h-14 text-right text-3xl font-semibold tabular-nums"
                  {...control}
                />
              )}
            </Field>
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <CashKeypad label={t('cash.form.amountName', { method: t(AMOUNT_LABELS[active]) })} onKey={onKey} disabled={submit.isPending} />

      {hasCredit && <CreditorField form={form} choices={choices} large />}

      <CashTotalsCard
        totals={totals}
        sales={{ status: sales.isError ? 'error' : sales.isPending ? 'loading' : 'ready', label: t('cash.form.salesToday') }}
        salesValue={sales.data}
      />

      <Field form={form} name="notes" label={t('common.notes')} hint={t('common.optional')}>
        {(control) => <Textarea rows={2} maxLength={500} {...control} />}
      </Field>

      <Button type="submit" size="xl" className="w-full" disabled={submit.isPending}>
        <Send aria-hidden="true" />
        {submit.isPending ? t('cash.form.submitting') : t('cash.form.submit', { total: fmt.inr(totals.submitted) })}
      </Button>
    </form>
  );
}

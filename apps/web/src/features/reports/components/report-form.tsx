import {
  REPORT_FORMAT_LABELS,
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  REPORT_FREQUENCY_LABELS,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  ZCreateReport,
  ZCreateSchedule,
  ZExportReport,
  type TCreateReport,
  type TCreateSchedule,
  type TExportReport,
  type TStation,
} from '@forecourt/shared';
import { CalendarClock, Eye, FileDown } from 'lucide-react';
import { useCallback } from 'react';
import type { z } from 'zod';
import { DateFilterField, isRangeInverted } from '@/components/date-range-fields';
import { Field, SelectField } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/use-zod-form';
import { parseForm } from '@/lib/zod-form';
import { defaultReportValues, reportFieldOf, toCreateReport, toCreateSchedule, toExportReport, type TReportFormValues } from '../lib/report-form-values';

type TFieldName = keyof TReportFormValues;

/**
 * The Reports Center's form: name, type, format, station and the date range (the last 30 days by
 * default). Generate sends it as a report; Preview asks for the figures (at most 100 rows) without a
 * file; Schedule makes it a daily, weekly or monthly report (no dates: each period is its own).
 */
export function ReportForm({
  stations,
  pending,
  onGenerate,
  onPreview,
  onSchedule,
}: {
  stations: TStation[];
  pending: { generate: boolean; preview: boolean; schedule: boolean };
  onGenerate: (body: TCreateReport) => Promise<unknown>;
  onPreview: (body: TExportReport) => void;
  onSchedule: (body: TCreateSchedule) => void;
}) {
  const form = useZodForm(ZCreateReport, defaultReportValues(), {
    id: 'report',
    ids: { stationId: 'report-station', startDate: 'report-start', endDate: 'report-end' },
    toInput: toCreateReport,
    fieldOf: reportFieldOf,
  });
  const { values, errors } = form;

  /** Validates the values with another action's schema; its messages go on the fields. */
  function checked<S extends z.ZodType>(schema: S, input: unknown): z.output<S> | undefined {
    form.form.clearErrors();
    const result = parseForm(schema, input, reportFieldOf);
    // A date typed wrong is not sent as the last good one (the field shows why).
    const held = Object.entries(form.held());
    if (result.ok && held.length === 0) return result.data;
    const errors = { ...(result.ok ? {} : result.errors), ...Object.fromEntries(held) };
    for (const [name, message] of Object.entries(errors)) form.setError(name as TFieldName, { type: 'validate', message });
    return undefined;
  }

  const { hold } = form;
  const holdStart = useCallback((e: string | null) => hold('startDate', e), [hold]);
  const holdEnd = useCallback((e: string | null) => hold('endDate', e), [hold]);

  const setDay = (name: 'startDate' | 'endDate') => (day: string) =>
    form.form.setValue(name, day, { shouldValidate: form.form.formState.isSubmitted, shouldDirty: true });

  const submit = form.handleSubmit(async (body: TCreateReport) => {
    await onGenerate(body);
  });
  const preview = () => {
    const body = checked(ZExportReport, toExportReport(form.form.getValues()));
    if (body) onPreview(body);
  };
  const schedule = () => {
    const body = checked(ZCreateSchedule, toCreateSchedule(form.form.getValues()));
    if (body) onSchedule(body);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Generate report">
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Field form={form} name="name" label="Report name *" className="md:col-span-2 xl:col-span-1">
          {(control) => <Input placeholder="e.g. March sales" autoComplete="off" {...control} />}
        </Field>
        <SelectField form={form} name="type" label="Report type">
          {REPORT_TYPES.map((t) => (
            <option key={t} value={t}>
              {REPORT_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <SelectField form={form} name="format" label="Format">
          {REPORT_FORMATS.map((f) => (
            <option key={f} value={f}>
              {REPORT_FORMAT_LABELS[f]}
            </option>
          ))}
        </SelectField>
        <SelectField form={form} name="stationId" label="Station">
          <option value="">All Stations</option>
          {stations.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <DateFilterField
          id="report-start"
          label="Start date *"
          value={values.startDate}
          max={values.endDate || undefined}
          onChange={setDay('startDate')}
          error={errors.startDate}
          onErrorChange={holdStart}
        />
        <DateFilterField
          id="report-end"
          label="End date *"
          value={values.endDate}
          min={values.startDate || undefined}
          onChange={setDay('endDate')}
          error={errors.endDate ?? (isRangeInverted(values.startDate, values.endDate) ? 'The end date is before the start date' : undefined)}
          onErrorChange={holdEnd}
        />
      </div>
      <div className="flex flex-col gap-3 border-t pt-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending.generate}>
            <FileDown aria-hidden="true" />
            {pending.generate ? 'Generating...' : 'Generate Report'}
          </Button>
          <Button type="button" variant="outline" onClick={preview} disabled={pending.preview}>
            <Eye aria-hidden="true" />
            {pending.preview ? 'Loading preview...' : 'Print Preview'}
          </Button>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <SelectField form={form} name="frequency" label="Frequency" className="min-w-36">
            {REPORT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {REPORT_FREQUENCY_LABELS[f]}
              </option>
            ))}
          </SelectField>
          <Button type="button" variant="secondary" onClick={schedule} disabled={pending.schedule}>
            <CalendarClock aria-hidden="true" />
            {pending.schedule ? 'Scheduling...' : 'Schedule Report'}
          </Button>
        </div>
      </div>
    </form>
  );
}

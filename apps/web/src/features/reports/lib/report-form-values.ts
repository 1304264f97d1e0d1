import {
  DEFAULT_TIME_ZONE,
  REPORT_DEFAULT_RANGE_DAYS,
  addCalendarDays,
  todayInZone,
  type TCreateReport,
  type TCreateSchedule,
  type TExportReport,
  type TReportFormat,
  type TReportFrequency,
  type TReportType,
} from '@forecourt/shared';
import type { TFieldOf } from '@/lib/zod-form';

/** What the report form holds (inputs hold text); one form serves generate, preview and schedule. */
export type TReportFormValues = {
  name: string;
  type: TReportType;
  format: TReportFormat;
  stationId: string;
  startDate: string;
  endDate: string;
  frequency: TReportFrequency;
};

/** The default range is the last 30 days, today included (document 4, section 9), in the product's zone. */
export function defaultReportValues(now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): TReportFormValues {
  const endDate = todayInZone(timeZone, now);
  return {
    name: '',
    type: 'sales',
    format: 'pdf',
    stationId: '',
    startDate: addCalendarDays(endDate, -(REPORT_DEFAULT_RANGE_DAYS - 1)),
    endDate,
    frequency: 'daily',
  };
}

const filtersOf = (v: TReportFormValues) => (v.stationId ? { stationId: v.stationId } : {});

export function toCreateReport(v: TReportFormValues): TCreateReport {
  return { name: v.name, type: v.type, format: v.format, dateRange: { startDate: v.startDate, endDate: v.endDate }, filters: filtersOf(v) };
}

export function toExportReport(v: TReportFormValues): TExportReport {
  return { type: v.type, format: v.format, dateRange: { startDate: v.startDate, endDate: v.endDate }, filters: filtersOf(v) };
}

export function toCreateSchedule(v: TReportFormValues): TCreateSchedule {
  return { name: v.name, type: v.type, format: v.format, frequency: v.frequency, filters: filtersOf(v) };
}

/** Issues of the request bodies shown on the form's fields: the range's days, the station filter. */
export const reportFieldOf: TFieldOf = (path) => {
  const last = String(path[path.length - 1] ?? 'root');
  if (path[0] === 'dateRange') return last === 'dateRange' ? 'startDate' : last;
  if (path[0] === 'filters') return 'stationId';
  return path.length ? String(path[0]) : 'root';
};

import { describe, expect, it } from 'vitest';
import { REPORT_MSG, ZCreateReport, ZCreateSchedule } from '@forecourt/shared';
import { parseForm } from '@/lib/zod-form';
import { defaultReportValues, reportFieldOf, toCreateReport, toCreateSchedule } from './report-form-values';

describe('the report form', () => {
  it('defaults to the last 30 days, today included, in India', () => {
    const v = defaultReportValues(new Date('2025-03-31T20:00:00Z')); // 1 April 01:30 IST
    expect([v.startDate, v.endDate]).toEqual(['2025-03-03', '2025-04-01']);
  });

  it("shows the spec's texts on the fields that hold them", () => {
    const blank = { ...defaultReportValues(), name: ' ', startDate: '', endDate: '' };
    const report = parseForm(ZCreateReport, toCreateReport(blank), reportFieldOf);
    expect(report.ok ? {} : report.errors).toEqual({ name: REPORT_MSG.nameRequired, startDate: REPORT_MSG.startRequired, endDate: REPORT_MSG.endRequired });
    const schedule = parseForm(ZCreateSchedule, toCreateSchedule(blank), reportFieldOf);
    expect(schedule.ok ? {} : schedule.errors).toEqual({ name: REPORT_MSG.nameRequired });
    const inverted = parseForm(ZCreateReport, toCreateReport({ ...defaultReportValues(), name: 'A', startDate: '2025-03-02', endDate: '2025-03-01' }), reportFieldOf);
    expect(inverted.ok ? {} : inverted.errors).toEqual({ endDate: REPORT_MSG.rangeOrder });
  });
});

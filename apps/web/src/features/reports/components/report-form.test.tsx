import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeValue } from '@/test/change-value';
import { formatDayText } from '@/components/date-text';
import { defaultReportValues } from '../lib/report-form-values';
import { ReportForm } from './report-form';

afterEach(cleanup);

const type = (el: HTMLElement, text: string) => {
  changeValue(el, text);
  fireEvent.blur(el);
};

function renderForm() {
  const calls = { onGenerate: vi.fn(async () => undefined), onPreview: vi.fn(), onSchedule: vi.fn() };
  render(<ReportForm stations={[]} pending={{ generate: false, preview: false, schedule: false }} {...calls} />);
  return calls;
}

describe('ReportForm: a date typed wrong is never sent as the last good one', () => {
  it('Generate and Print Preview refuse while the end date typed is before the start, and send the range once it is put right', async () => {
    const { startDate } = defaultReportValues();
    const calls = renderForm();
    type(screen.getByLabelText('Report name *'), 'March sales');
    const end = screen.getByLabelText('End date *') as HTMLInputElement;
    type(end, '01/01/2000');
    const message = `The date cannot be before ${formatDayText(startDate)}`;
    expect(await screen.findByText(message)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
    fireEvent.click(screen.getByRole('button', { name: 'Print Preview' }));
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.onGenerate).not.toHaveBeenCalled();
    expect(calls.onPreview).not.toHaveBeenCalled();

    type(end, formatDayText(startDate));
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
    await waitFor(() => expect(calls.onGenerate).toHaveBeenCalledWith(expect.objectContaining({ name: 'March sales', dateRange: { startDate, endDate: startDate } })));
  });
});

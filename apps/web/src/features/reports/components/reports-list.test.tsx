import type { TReport } from '@forecourt/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportsList } from './reports-list';

const report = (over: Partial<TReport>): TReport => ({
  id: '0190a8c2-0000-7000-8000-000000000001',
  name: 'March sales',
  type: 'sales',
  format: 'pdf',
  status: 'completed',
  dateRange: { startDate: '2025-03-01', endDate: '2025-03-31' },
  filters: { stationId: null },
  stationName: null,
  scheduleId: null,
  fileName: 'march-sales-2025-03-01-to-2025-03-31.pdf',
  byteSize: 1234,
  rowCount: 10,
  createdAt: '2025-04-01T05:00:00Z',
  completedAt: '2025-04-01T05:00:02Z',
  ...over,
});

afterEach(cleanup);

describe('the reports list', () => {
  it('enables Download only for a completed report, and says each status', () => {
    const onDownload = vi.fn();
    render(
      <ReportsList
        reports={[report({}), report({ id: '0190a8c2-0000-7000-8000-000000000002', name: 'Slow', status: 'processing' }), report({ id: '0190a8c2-0000-7000-8000-000000000003', name: 'Broken', status: 'failed', scheduleId: '0190a8c2-0000-7000-8000-000000000009' })]}
        downloading={null}
        onDownload={onDownload}
      />,
    );
    expect(screen.getByRole('button', { name: 'Download March sales' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Download Slow' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Download Broken' }).hasAttribute('disabled')).toBe(true);
    for (const label of ['Completed', 'Processing', 'Failed']) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getAllByText('01 Mar 2025 – 31 Mar 2025')).toHaveLength(3);
    expect(screen.getByText('Sales · PDF · scheduled')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download March sales' }));
    expect(onDownload).toHaveBeenCalledWith(expect.objectContaining({ name: 'March sales' }));
  });
});

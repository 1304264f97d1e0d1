import { alertText, type TAlert, type TAlertText, type TAttendantTodaysSummary, type TCashReport } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AcknowledgeButton } from '@/features/alerts/components/acknowledge-button';
import { TodaysSummaryCard } from '@/features/attendant/components/todays-summary-card';
import { CashReportList } from '@/features/cash-reports/components/cash-report-list';
import { createQueryClient } from '@/lib/query-client';
import { renderInHindi } from '@/test/in-hindi';

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;

const summary: TAttendantTodaysSummary = {
  businessDay: '2025-01-05',
  totalReadings: 12,
  totalVolume: 123456.7,
  totalRevenue: 12345678.9,
  cashReported: false,
  lastReading: { id: id(1), nozzleName: 'Nozzle 2', pumpName: 'Pump 1', fuelType: 'diesel', volume: 40.5, amount: 3562.38, time: '2025-01-05T13:00:00Z' },
  tasks: [],
};

const report: TCashReport = {
  id: id(2),
  stationId: id(3),
  stationName: 'MG Road',
  userId: id(4),
  userName: 'Amit Kumar',
  date: '2025-03-14',
  shift: 'morning',
  cashAmount: 150000,
  cardAmount: 0,
  upiAmount: 2500.5,
  creditAmount: 0,
  totalAmount: 152500.5,
  creditorId: null,
  creditorName: null,
  notes: null,
  status: 'approved',
  reviewedBy: id(5),
  reviewedByName: 'Priya Sharma',
  reviewedAt: '2025-03-14T14:30:00Z',
  reviewNote: null,
  createdAt: '2025-03-14T12:00:00Z',
  updatedAt: '2025-03-14T12:00:00Z',
};


afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('attendant screens in Hindi', () => {
  it("today's summary: Hindi words, ₹ in lakh and crore with Latin digits, Hindi month names", async () => {
    renderInHindi(<TodaysSummaryCard summary={summary} isPending={false} error={null} onRetry={() => {}} />);
    await screen.findByText('आज का सारांश');
    expect(screen.getByText('बिक्री').nextElementSibling?.textContent).toBe('₹1,23,45,678.90');
    expect(screen.getByText('लीटर').nextElementSibling?.textContent).toBe('1,23,456.700 L');
    expect(screen.getByText('नकद बाकी')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'नकद दर्ज करें' }).getAttribute('href')).toBe('/attendant/cash-report');
    expect(screen.getByText('डीज़ल')).toBeTruthy();
    expect(screen.getByText('05 जन॰ 2025, 06:30 pm')).toBeTruthy();
  });

  it('a cash report: the shift, the status and the review in Hindi; amounts grouped in lakh', async () => {
    renderInHindi(<CashReportList reports={[report]} showAuthor={false} />);
    const card = await screen.findByTestId('cash-report-card');
    expect(within(card).getByText('सुबह · 14 मार्च 2025')).toBeTruthy();
    expect(within(card).getByText('मंज़ूर')).toBeTruthy();
    expect(within(card).getByText('₹1,52,500.50')).toBeTruthy();
    expect(within(card).getByText('Priya Sharma ने मंज़ूर की, 14 मार्च 2025, 08:00 pm')).toBeTruthy();
  });

  it("an alert the server wrote is named in Hindi by its keys (the fuel too; the station's name as given)", async () => {
    const alertTexts = (title: TAlertText, message: TAlertText) => ({
      title: title.message,
      message: message.message,
      titleText: { key: title.key, params: title.params },
      messageText: { key: message.key, params: message.params },
    });
    const alert: TAlert = {
      id: id(6),
      type: 'low_stock',
      ...alertTexts(alertText('alert.lowStockTitle', { fuel: 'diesel' }), alertText('alert.lowStock', { fuel: 'diesel', station: 'MG Road', litres: '900 L' })),
      priority: 'high',
      stationId: id(3),
      stationName: 'MG Road',
      acknowledged: false,
      dismissed: false,
      active: true,
      createdAt: '2025-03-14T12:00:00Z',
      acknowledgedAt: null,
      dismissedAt: null,
      resolvedAt: null,
    };
    renderInHindi(
      <QueryClientProvider client={createQueryClient()}>
        <AcknowledgeButton alert={alert} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: 'देख लिया: कम स्टॉक: डीज़ल' })).toBeTruthy();
  });

  it('the same components speak English without a provider (a unit test renders one alone)', () => {
    render(
      <MemoryRouter>
        <TodaysSummaryCard summary={summary} isPending={false} error={null} onRetry={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Today’s summary')).toBeTruthy();
    expect(screen.getByText('DIESEL')).toBeTruthy();
    expect(screen.getByText('05 Jan 2025, 06:30 pm')).toBeTruthy();
  });
});

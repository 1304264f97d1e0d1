import { READING_MSG } from '@forecourt/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInHindi } from '@/test/in-hindi';
import type { TOfflineEntry } from '@/lib/offline/offline-entry';
import { QueueEntryItem } from './queue-entry-item';

const id = (n: number) => `0190a8c2-0000-7000-8000-${String(n).padStart(12, '0')}`;

const refused: TOfflineEntry = {
  id: id(1),
  kind: 'cash_report',
  body: { id: id(1), stationId: id(2), shift: 'morning', cashAmount: 150000, upiAmount: '2500.5', date: '2025-01-05' },
  takenAt: '2025-01-05T13:00:00Z',
  userId: id(3),
  tenantId: id(4),
  stationId: id(2),
  summary: 'Morning shift, MG Road: ₹1,52,500.50',
  stationName: 'MG Road',
  status: 'refused',
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  refusal: { status: 422, code: 'VALIDATION', message: READING_MSG.beforeLatest },
  report: 'reported',
};

const waiting: TOfflineEntry = {
  ...refused,
  id: id(5),
  kind: 'reading',
  body: { id: id(5), nozzleId: id(6), reading: 12345.5, recordedAt: '2025-01-05T13:00:00Z' },
  summary: 'Nozzle 2 (Pump 1): 12,345.5 L',
  stationName: undefined,
  status: 'waiting',
  attempts: 3,
  nextAttemptAt: 0,
  lastError: 'network',
  refusal: null,
  report: null,
};


afterEach(() => {
  cleanup();
  localStorage.clear();
});

const dismiss = async () => undefined;

describe('an entry on the phone, in the language shown', () => {
  it("in Hindi: the shift, the status, the server's English reason and the manager's note in Hindi; data as it is", async () => {
    renderInHindi(
      <ul>
        <QueueEntryItem entry={refused} onDismiss={dismiss} />
        <QueueEntryItem entry={waiting} onDismiss={dismiss} />
      </ul>,
    );
    const [cash, reading] = await screen.findAllByRole('listitem');
    expect(within(cash!).getByText('सुबह की शिफ़्ट, MG Road: ₹1,52,500.50')).toBeTruthy();
    expect(within(cash!).getByText('अस्वीकार')).toBeTruthy();
    const taken = within(cash!).getByText('05 जन॰ 2025, 06:30 pm');
    expect(taken.tagName).toBe('TIME');
    expect(taken.parentElement?.textContent).toBe('कैश रिपोर्ट · 05 जन॰ 2025, 06:30 pm पर ली गई');
    expect(within(cash!).getByText('रीडिंग का समय नोज़ल की आख़िरी रीडिंग से पहले का नहीं हो सकता।')).toBeTruthy();
    expect(within(cash!).getByText('आपके मैनेजर को सूचना दे दी गई है।')).toBeTruthy();
    expect(within(cash!).getByRole('button', { name: 'हटाएँ' })).toBeTruthy();
    expect(within(reading!).getByText('Nozzle 2 (Pump 1): 12,345.5 L')).toBeTruthy();
    expect(within(reading!).getByText('सिंक की प्रतीक्षा में')).toBeTruthy();
    expect(within(reading!).getByText('3 बार कोशिश हुई, पिछली बार: कनेक्शन नहीं था। अगली कोशिश जल्द।')).toBeTruthy();
  });

  it('in English without a provider: the texts of the decision', () => {
    render(
      <ul>
        <QueueEntryItem entry={refused} onDismiss={dismiss} />
        <QueueEntryItem entry={{ ...waiting, attempts: 1 }} onDismiss={dismiss} />
      </ul>,
    );
    expect(screen.getByText('Morning shift, MG Road: ₹1,52,500.50')).toBeTruthy();
    expect(screen.getByText(READING_MSG.beforeLatest)).toBeTruthy();
    expect(screen.getByText('Tried once, last with no connection. Next try soon.')).toBeTruthy();
    expect(screen.getByText('Waiting to sync')).toBeTruthy();
  });
});

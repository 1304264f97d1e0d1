import 'fake-indexeddb/auto';
import { ZSyncRefusal } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { syncRefusalBody } from './report-sync-refusal';
import { cashReportDraft, readingDraft, stampCashReport, stampReading, takenAtFor } from './capture';
import { markRefused, newEntry } from './queue-transitions';
import { learnServerClock } from './server-clock';

const id = (n: number) => `0190a8c2-0000-4000-8000-${String(n).padStart(12, '0')}`;
const nozzle = { name: 'Nozzle 2', pumpName: 'Pump 1', stationId: id(9) };

describe('the time an entry is taken, frozen into its body', () => {
  it('is fixed by the first send: the same id carries the same time on every resend', async () => {
    const first = stampReading({ id: id(1), nozzleId: id(2), reading: 1234.5 });
    await new Promise((r) => setTimeout(r, 5));
    const again = stampReading({ id: id(1), nozzleId: id(2), reading: 1234.5 });
    expect(again.recordedAt).toBe(first.recordedAt);
    expect(stampReading({ id: id(3), nozzleId: id(2), reading: 1234.5 }).recordedAt >= first.recordedAt).toBe(true);
  });

  it("is the phone's clock corrected by the server's, never the phone's own when they differ", () => {
    const sent = Date.now();
    // The server is 2 hours ahead of this phone.
    learnServerClock(new Response(null, { headers: { date: new Date(sent + 7_200_000).toUTCString() } }), sent, sent + 50);
    const taken = Date.parse(takenAtFor(id(4)));
    expect(Math.abs(taken - (Date.now() + 7_200_000))).toBeLessThan(2_000);
  });

  it("dates a cash report on the business day of that moment in the tenant's zone", () => {
    const body = stampCashReport({ id: id(5), stationId: id(9), shift: 'morning', cashAmount: '12000' }, 'Asia/Kolkata');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(takenAtFor(id(5))));
    expect(body.date).toBe(day);
    expect(stampCashReport({ id: id(6), stationId: id(9), shift: 'night', date: '2026-01-02' }, 'Asia/Kolkata').date).toBe('2026-01-02');
  });
});

describe('what the queue keeps of an entry', () => {
  it('names a reading by nozzle, pump and litres, at the station of the nozzle', () => {
    const draft = readingDraft(stampReading({ id: id(7), nozzleId: id(2), reading: 12345.67 }), nozzle);
    expect(draft).toMatchObject({ id: id(7), kind: 'reading', stationId: id(9), summary: 'Nozzle 2 (Pump 1): 12,345.67 L' });
    expect(draft.takenAt).toBe((draft.body as { recordedAt: string }).recordedAt);
  });

  it('names a cash report by shift, station and total', () => {
    const body = stampCashReport({ id: id(8), stationId: id(9), shift: 'morning', cashAmount: '12000', upiAmount: 500.5 }, 'Asia/Kolkata');
    expect(cashReportDraft(body, 'MG Road').summary).toBe('Morning shift, MG Road: ₹12,500.50');
    expect(cashReportDraft(body, undefined).summary).toBe('Morning shift: ₹12,500.50');
  });

  it('reports a refusal with the body the server expects (ZSyncRefusal), long texts cut to its limits', () => {
    const draft = readingDraft(stampReading({ id: id(10), nozzleId: id(2), reading: 5 }), { ...nozzle, name: 'N'.repeat(300) });
    const entry = markRefused(newEntry(draft, { userId: id(11), tenantId: id(12) }, 0), { status: 422, code: 'READING_BELOW_PREVIOUS', message: 'x'.repeat(600) });
    const body = syncRefusalBody(entry);
    expect(ZSyncRefusal.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ entryId: id(10), kind: 'reading', stationId: id(9), status: 422, code: 'READING_BELOW_PREVIOUS' });
    expect(body.message).toHaveLength(500);
    expect(body.summary).toHaveLength(200);
  });
});

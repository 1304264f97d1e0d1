import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REPORT_MSG } from '@forecourt/shared';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { as, createCreditor, createNozzle, createPrice, createPump, createStation, createTenant, recordReading, type TestTenant } from '../../../test/factories';
import { withPlatform, withTenant } from '../../db/tenant';
import { cashReports, stationDayClosures, users } from '../../db/schema';
import { pdfText } from '../../../test/report-files';

/** The daily sales report of a station and day, against a hand-computed day. */

let t: TestApp;
let tenant: TestTenant;
let station: { id: string; name: string };
let ownerName: string;
const DAY = '2025-03-16';

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.app, t.handle.db, { plan: 'Pro', name: 'Anand Petroleum' });
  station = await createStation(t.handle.db, tenant.id, { name: 'Ring Road' });
  const since = new Date('2025-01-01T00:00:00Z');
  await createPrice(t.handle.db, tenant.id, station.id, { price: '100.00', validFrom: since });
  await createPrice(t.handle.db, tenant.id, station.id, { fuelType: 'diesel', price: '90.00', validFrom: since });
  const p1 = await createPump(t.handle.db, tenant.id, station.id, { name: 'P1' });
  const p2 = await createPump(t.handle.db, tenant.id, station.id, { name: 'P2' });
  const petrol = await createNozzle(t.handle.db, tenant.id, p1.id, { openingReading: '1000' });
  const diesel = await createNozzle(t.handle.db, tenant.id, p1.id, { fuelType: 'diesel', openingReading: '500' });
  const idle = await createNozzle(t.handle.db, tenant.id, p2.id, { openingReading: '200' });
  await withPlatform(t.handle.db, (tx) => tx.execute(sql`update nozzles set created_at = '2025-01-01T00:00:00Z' where tenant_id = ${tenant.id}`));
  const creditor = await createCreditor(t.handle.db, tenant.id, { partyName: 'Ramesh Transport' });
  const owner = tenant.owner;
  await recordReading(t.app, owner, { nozzleId: idle.id, reading: 210, recordedAt: '2025-03-15T10:00:00+05:30' });
  await recordReading(t.app, owner, { nozzleId: petrol.id, reading: 1010, recordedAt: `${DAY}T08:00:00+05:30` });
  await recordReading(t.app, owner, { nozzleId: diesel.id, reading: 520, recordedAt: `${DAY}T09:00:00+05:30`, paymentMethod: 'card' });
  await recordReading(t.app, owner, { nozzleId: petrol.id, reading: 1020.5, recordedAt: `${DAY}T12:00:00+05:30`, paymentMethod: 'credit', creditorId: creditor.id });
  const wrong = await recordReading(t.app, owner, { nozzleId: petrol.id, reading: 1030, recordedAt: `${DAY}T13:00:00+05:30` });
  await as(t.app, owner).post(`/nozzle-readings/${wrong.id}/void`, { reason: 'typo' });
  await recordReading(t.app, owner, { nozzleId: petrol.id, reading: 1025, recordedAt: `${DAY}T23:50:00+05:30`, paymentMethod: 'upi' });
  await recordReading(t.app, owner, { nozzleId: petrol.id, reading: 1040, recordedAt: '2025-03-17T00:10:00+05:30' });
  ownerName = (await withTenant(t.handle.db, tenant.id, (tx) => tx.select({ name: users.name }).from(users).where(sql`${users.id} = ${owner.id}`)))[0]!.name;
  const report = (shift: 'morning' | 'afternoon' | 'night', user: { id: string }, status: 'pending' | 'approved' | 'rejected', amounts: Record<string, string>) => ({
    tenantId: tenant.id,
    stationId: station.id,
    businessDay: DAY,
    shift,
    userId: user.id,
    userName: `${shift} person`,
    status,
    reviewedAt: status === 'pending' ? null : new Date(),
    ...amounts,
  });
  await withTenant(t.handle.db, tenant.id, (tx) =>
    tx.insert(cashReports).values([
      report('morning', tenant.manager, 'approved', { cashAmount: '900.00', cardAmount: '1800.00' }),
      report('afternoon', tenant.attendant, 'pending', { cashAmount: '100.00', upiAmount: '400.00', creditAmount: '1050.00' }),
      report('night', tenant.owner, 'rejected', { cashAmount: '5000.00' }),
    ]),
  );
});
afterAll(() => t.close());

const squash = (s: string) => s.replace(/\s+/g, ' ');

describe('GET /reports/dsr', () => {
  it('one A4 page: meters, litres, rates and amounts per nozzle; fuels; payment mix; creditors; cash reports and the difference; closed by whom and when', async () => {
    await withTenant(t.handle.db, tenant.id, (tx) =>
      tx.insert(stationDayClosures).values({ tenantId: tenant.id, stationId: station.id, businessDay: DAY, closedBy: tenant.owner.id, closedAt: new Date('2025-03-17T09:15:00+05:30'), notes: 'all counted' }),
    );
    const res = await as(t.app, tenant.manager).get(`/reports/dsr?stationId=${station.id}&date=${DAY}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="dsr-2025-03-16.pdf"');
    const { pages, all } = await pdfText(res.rawPayload);
    expect(pages).toHaveLength(1);
    const text = squash(all);
    for (const piece of [
      'Anand Petroleum',
      'Daily Sales Report',
      'Ring Road · 16 Mar 2025',
      `Closed by ${ownerName} on 17 Mar 2025 09:15`,
      'all counted',
      // Per nozzle: pump, nozzle, fuel, opening, closing, litres, rate, amount (the voided reading left out).
      'P1 1 Petrol 1,000.000 1,025.000 25.000 100.00 2,500.00',
      'P1 2 Diesel 500.000 520.000 20.000 90.00 1,800.00',
      'P2 1 Petrol 210.000 210.000 0.000 — 0.00',
      'Total 45.000 4,300.00',
      // By fuel and the payment mix.
      'Petrol 3 25.000 2,500.00',
      'Diesel 1 20.000 1,800.00',
      'Cash 1 1,000.00 23.3%',
      'Card 1 1,800.00 41.9%',
      'UPI 1 450.00 10.5%',
      'Credit 1 1,050.00 24.4%',
      'Ramesh Transport 1 10.500 1,050.00',
      // Cash reports: each, the total of those not rejected, the readings and the difference.
      'Morning morning person Approved 900.00 1,800.00 0.00 0.00 2,700.00',
      'Night night person Rejected 5,000.00',
      'Reported (not rejected) 1,000.00 1,800.00 400.00 1,050.00 4,250.00',
      'Readings 1,000.00 1,800.00 450.00 1,050.00 4,300.00',
      'Difference (reported − readings) 0.00 0.00 -50.00 0.00 -50.00',
      'Total sales ₹4,300.00',
      'Page 1 of 1',
    ]) {
      expect(text, piece).toContain(piece);
    }
  });

  it("says 'Not closed' for an open day; another tenant's station is not found; the station and date are required", async () => {
    const { all } = await pdfText((await as(t.app, tenant.owner).get(`/reports/dsr?stationId=${station.id}&date=2025-03-15`)).rawPayload);
    expect(squash(all)).toContain('Not closed');
    expect(squash(all)).toContain('P2 1 Petrol 200.000 210.000 10.000 100.00 1,000.00');
    const stranger = await createTenant(t.app, t.handle.db);
    const foreign = await as(t.app, stranger.owner).get(`/reports/dsr?stationId=${station.id}&date=${DAY}`);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe(REPORT_MSG.stationNotFound);
    const missing = await as(t.app, tenant.owner).get('/reports/dsr');
    expect(missing.statusCode).toBe(400);
    expect(json(missing).details.map((d: { message: string }) => d.message)).toContain(REPORT_MSG.dsrParams);
    expect((await as(t.app, tenant.attendant).get(`/reports/dsr?stationId=${station.id}&date=${DAY}`)).statusCode).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { plansOnce } from './readings.queries';

/** Which reading lists are planned once (generic plans, docs/decisions/033): the shapes measured faster so. */
describe('plansOnce', () => {
  it('plans the whole history, a period, a day range and id filters once, newest first', () => {
    expect(plansOnce({})).toBe(true);
    expect(plansOnce({ period: 'all', includeVoided: true })).toBe(true);
    expect(plansOnce({ stationId: 's', nozzleId: 'n', pumpId: 'p' })).toBe(true);
    expect(plansOnce({ fromDay: '2026-11-01', toDay: '2026-11-20' }, { by: 'recordedAt', order: 'desc' })).toBe(true);
    expect(plansOnce({ period: 'today' })).toBe(true);
    expect(plansOnce({ period: 'week', stationId: 's' })).toBe(true);
  });

  it('keeps custom plans where the values choose the plan: a payment method or fuel, another sort', () => {
    expect(plansOnce({ paymentMethod: 'credit' })).toBe(false);
    expect(plansOnce({ fuelType: 'diesel' })).toBe(false);
    expect(plansOnce({ period: 'week' }, { by: 'amount', order: 'asc' })).toBe(false);
    expect(plansOnce({}, { by: 'amount', order: 'desc' })).toBe(false);
    expect(plansOnce({}, { by: 'recordedAt', order: 'asc' })).toBe(false);
    // Instants given as SQL are not statements built once at all.
    expect(plansOnce({ from: sql`now()` })).toBe(false);
  });
});

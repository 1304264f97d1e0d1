/**
 * Every mutating API route, and whether what it writes lands in a station's business day
 * (DESIGN.md §3 "One gate for a station's business day", docs/decisions/013). `test/day-gate.test.ts`
 * fails when a registered mutating route is missing here, and walks every `lands` route against a day
 * closed in the database: each must answer 409 DAY_CLOSED and store nothing, then succeed once the day is
 * open again (so the refusal came from the gate, not from a bad request).
 *
 * A new route that writes into a station's day (cash reports, credit sales, creditor payments…) is a
 * `lands` entry with a request that succeeds on an open day; anything else states why it does not land.
 */
export type TDayFixture = {
  stationId: string;
  /** The fixture station's petrol tank, with a dip chart (0–200 cm, 0–20,000 L). */
  tankId: string;
  nozzleId: string;
  /** A reading of today on `nozzleId`, the nozzle's latest when the walk starts. */
  readingId: string;
  nextReading: () => number;
  /** A creditor of the fixture station (a payment from it lands in the station's day). */
  creditorId: string;
  /** A payment of that creditor, not reversed. */
  paymentId: string;
};

export type TDayWrite = {
  /** The request that lands in the fixture station's today; `order` runs the open-day controls in sequence. */
  lands: (fx: TDayFixture) => { url: string; payload: Record<string, unknown>; as?: 'attendant' };
  order: number;
};

export const DAY_WRITES: Record<string, TDayWrite | { exempt: string }> = {
  'POST /api/v1/auth/login': { exempt: 'sign-in: no station data' },
  'POST /api/v1/admin/auth/login': { exempt: 'sign-in: no station data' },
  'POST /api/v1/auth/register': { exempt: 'a new tenant: no station day yet' },
  'POST /api/v1/auth/refresh-token': { exempt: 'sessions: no station data' },
  'POST /api/v1/auth/logout': { exempt: 'sessions: no station data' },
  'PUT /api/v1/auth/profile/locale': { exempt: "the user's language: no station data" },
  'POST /api/v1/stations': { exempt: 'assets are not business-day data (a closed day keeps its readings with their names)' },
  'PUT /api/v1/stations/:id': { exempt: 'assets are not business-day data' },
  'DELETE /api/v1/stations/:id': { exempt: 'soft delete keeps every reading of every day' },
  'POST /api/v1/pumps': { exempt: 'assets are not business-day data' },
  'PUT /api/v1/pumps/:id': { exempt: 'assets are not business-day data' },
  'PATCH /api/v1/pumps/:id/status': { exempt: 'assets are not business-day data' },
  'DELETE /api/v1/pumps/:id': { exempt: 'soft delete keeps every reading of every day' },
  'POST /api/v1/nozzles': { exempt: 'assets are not business-day data' },
  'PUT /api/v1/nozzles/:id': { exempt: 'assets are not business-day data' },
  'DELETE /api/v1/nozzles/:id': { exempt: 'soft delete keeps every reading of every day' },
  'PUT /api/v1/nozzles/:id/settings': { exempt: 'assets are not business-day data' },
  'POST /api/v1/fuel-prices': {
    exempt: 'a price takes effect from its valid_from on; readings keep the price they were recorded with, so no closed day changes',
  },
  'PUT /api/v1/fuel-prices/:id': { exempt: 'only a price no reading has used can be edited (409 otherwise): no closed day changes' },
  'DELETE /api/v1/fuel-prices/:id': { exempt: 'only a price no reading has used can be deleted: no closed day changes' },
  'POST /api/v1/reports': { exempt: 'a report reads a period; it writes only its own file' },
  'POST /api/v1/reports/export': { exempt: 'reads only' },
  'POST /api/v1/reports/schedule': { exempt: 'a schedule reads periods; it writes no station data' },
  'DELETE /api/v1/reports/schedules/:id': { exempt: 'a schedule is not station data' },
  'POST /api/v1/nozzle-readings': {
    order: 3,
    lands: (fx) => ({ url: '/api/v1/nozzle-readings', payload: { nozzleId: fx.nozzleId, reading: fx.nextReading() } }),
  },
  // Notes here; a correction (value, time, method) passes the same gate for the old and the new day
  // (readings.test.ts "day gate").
  'PUT /api/v1/nozzle-readings/:id': {
    order: 1,
    lands: (fx) => ({ url: `/api/v1/nozzle-readings/${fx.readingId}`, payload: { notes: 'checked at close' } }),
  },
  'POST /api/v1/nozzle-readings/:id/void': {
    order: 2,
    lands: (fx) => ({ url: `/api/v1/nozzle-readings/${fx.readingId}/void`, payload: { reason: 'Meter misread' } }),
  },
  'POST /api/v1/tanks': { exempt: 'tanks are assets, not business-day data' },
  'PUT /api/v1/tanks/:id': { exempt: 'tanks are assets, not business-day data' },
  'DELETE /api/v1/tanks/:id': { exempt: 'only an empty tank; its ledger keeps every day' },
  'PUT /api/v1/tanks/:id/dip-chart': { exempt: "a tank's calibration, not business-day data (dips keep the chart they used)" },
  'POST /api/v1/tanks/:id/dips': {
    order: 4,
    lands: (fx) => ({ url: `/api/v1/tanks/${fx.tankId}/dips`, payload: { dipCm: 100, kind: 'check' }, as: 'attendant' }),
  },
  'POST /api/v1/tanks/:id/receipts': {
    order: 4,
    lands: (fx) => ({
      url: `/api/v1/tanks/${fx.tankId}/receipts`,
      payload: { invoiceNumber: `INV-${Date.now()}`, invoiceLitres: 1000, invoiceDensity15: 750, observedDensity: 740, observedTempC: 30, dipBeforeCm: 100, dipAfterCm: 110 },
    }),
  },
  'POST /api/v1/inventory/update': {
    order: 4,
    lands: (fx) => ({ url: '/api/v1/inventory/update', payload: { stationId: fx.stationId, fuelType: 'petrol', newStock: 5000 } }),
  },
  'POST /api/v1/alerts/bulk-acknowledge': { exempt: 'alerts are notices about state, not business-day data' },
  'PUT /api/v1/alerts/:id/acknowledge': { exempt: 'alerts are notices about state, not business-day data' },
  'PUT /api/v1/alerts/:id/dismiss': { exempt: 'alerts are notices about state, not business-day data' },
  'PUT /api/v1/attendant/alerts/:id/acknowledge': { exempt: 'alerts are notices about state, not business-day data' },
  // docs/decisions/028: the report of an offline entry the server refused raises a notice and changes no
  // money, stock or reading; a day closed meanwhile is one of the refusals it must be able to report.
  'POST /api/v1/attendant/sync-refusals': {
    exempt: 'raises an alert about a refused entry: changes no figure of any day (and must work when the refusal was DAY_CLOSED)',
  },
  'PUT /api/v1/notifications/feed/:taskId/dismiss': { exempt: "a user's own notification state, not business-day data" },
  'POST /api/v1/users': { exempt: 'team management: no station data' },
  'PUT /api/v1/users/:id': { exempt: 'team management: no station data (readings keep the name they were recorded with)' },
  'DELETE /api/v1/users/:id': { exempt: 'soft delete: readings and reports keep the name' },
  'POST /api/v1/users/:id/reset-password': { exempt: 'passwords and sessions: no station data' },
  'POST /api/v1/users/:id/change-password': { exempt: 'passwords and sessions: no station data' },
  'POST /api/v1/admin/me/change-password': { exempt: 'the platform admin: no station data' },
  // The superadmin portal (docs/decisions/027): platform records, never a station's day.
  'POST /api/v1/superadmin/tenants': { exempt: 'the platform admin: no station data' },
  'PUT /api/v1/superadmin/tenants/:id': { exempt: 'the platform admin: no station data' },
  'PATCH /api/v1/superadmin/tenants/:id/status': { exempt: 'the platform admin: no station data' },
  'PATCH /api/v1/superadmin/tenants/:id/plan': { exempt: 'the platform admin: no station data' },
  'DELETE /api/v1/superadmin/tenants/:id': { exempt: 'the platform admin: no station data' },
  'POST /api/v1/superadmin/plans': { exempt: 'the platform admin: no station data' },
  'PUT /api/v1/superadmin/plans/:id': { exempt: 'the platform admin: no station data' },
  'DELETE /api/v1/superadmin/plans/:id': { exempt: 'the platform admin: no station data' },
  'POST /api/v1/superadmin/users': { exempt: 'the platform admin: no station data' },
  'POST /api/v1/admin/users': { exempt: 'the platform admin: no station data' },
  'PUT /api/v1/superadmin/users/:id': { exempt: 'the platform admin: no station data' },
  'DELETE /api/v1/superadmin/users/:id': { exempt: 'the platform admin: no station data' },
  'POST /api/v1/superadmin/users/:id/reset-password': { exempt: 'the platform admin: no station data' },
  'PUT /api/v1/admin/tenants/:id/settings/:key': { exempt: 'the platform admin: no station data' },
  'PUT /api/v1/admin/tenants/:id/settings': { exempt: 'the platform admin: no station data' },
  'PUT /api/v1/superadmin/settings/testimonials': { exempt: 'the platform admin: no station data' },
  'PUT /api/v1/superadmin/settings/landing-figures': { exempt: 'the platform admin: no station data' },
  'PATCH /api/v1/superadmin/contact-messages/:id': { exempt: 'the platform admin: no station data' },
  'POST /api/v1/public/contact': { exempt: "a visitor's message to the platform: no station data" },
  // As the tenant's attendant, who is assigned to the fixture station.
  'POST /api/v1/attendant/readings': {
    order: 5,
    lands: (fx) => ({ url: '/api/v1/attendant/readings', payload: { nozzleId: fx.nozzleId, reading: fx.nextReading() }, as: 'attendant' }),
  },
  'POST /api/v1/cash-reports': {
    order: 6,
    lands: (fx) => ({ url: '/api/v1/cash-reports', payload: { stationId: fx.stationId, shift: 'morning', cashAmount: 1500.5 } }),
  },
  'POST /api/v1/attendant/cash-report': {
    order: 7,
    lands: (fx) => ({ url: '/api/v1/attendant/cash-report', payload: { stationId: fx.stationId, shift: 'night', upiAmount: 820 }, as: 'attendant' }),
  },
  'POST /api/v1/cash-reports/:id/approve': {
    exempt: "a review changes no figure of the day: it settles whether the declaration is accepted (docs/decisions/017)",
  },
  'POST /api/v1/cash-reports/:id/reject': {
    exempt: "a review changes no figure of the day: it settles whether the declaration is accepted (docs/decisions/017)",
  },
  // Creditors (docs/decisions/015): the customer record is not business-day data; a payment received for a
  // station's creditor lands in that station's day (a creditor of no station belongs to no station's day).
  // A credit sale is a reading (POST /nozzle-readings above).
  'POST /api/v1/creditors': { exempt: 'a customer record, not business-day data' },
  'PUT /api/v1/creditors/:id': { exempt: 'a customer record; its balance moves only with readings and payments' },
  'DELETE /api/v1/creditors/:id': { exempt: 'deletes only a creditor without history; one with history is made inactive, its sales stay' },
  'POST /api/v1/creditors/payments': {
    order: 8,
    lands: (fx) => ({ url: '/api/v1/creditors/payments', payload: { creditorId: fx.creditorId, amount: 150.5, paymentMethod: 'upi' } }),
  },
  'POST /api/v1/creditors/payments/:id/reverse': {
    order: 9,
    lands: (fx) => ({ url: `/api/v1/creditors/payments/${fx.paymentId}/reverse`, payload: { reason: 'Recorded twice' } }),
  },
  // Onboarding (issue 10): per-user guide state, preferences and usage events, and reminders about gaps;
  // none of them is business-day data.
  'POST /api/v1/onboarding/setup-guide/:step/complete': { exempt: "the user's guide state, not business-day data" },
  'POST /api/v1/onboarding/skip': { exempt: "the user's guide state, not business-day data" },
  'POST /api/v1/onboarding/reset': { exempt: "the user's guide state, not business-day data" },
  'PUT /api/v1/onboarding/preferences': { exempt: "the user's notification preferences" },
  'POST /api/v1/onboarding/reminders/:id/complete': { exempt: 'marks a reminder done; the gap it points to is closed by its own write' },
  'POST /api/v1/onboarding/track': { exempt: 'a usage event, not business-day data' },
  // Reconciliation (docs/decisions/024): the close and the reopen are what the gate reads; a close of a
  // closed day is itself 409 DAY_CLOSED (reconciliation.test.ts), and day-gate.test.ts walks this table
  // again against a day closed through POST /reconciliation and reopened through DELETE /records/{id}.
  'POST /api/v1/reconciliation': { exempt: 'closes the day (a closed day answers 409 DAY_CLOSED)' },
  'POST /api/v1/reconciliation/records': { exempt: 'closes the day (a closed day answers 409 DAY_CLOSED)' },
  'POST /api/v1/reconciliation/:id/reopen': { exempt: "opens a closed day again (the owner's decision, audited)" },
  'DELETE /api/v1/reconciliation/records/:id': { exempt: "opens a closed day again (the owner's decision, audited)" },
  'POST /api/v1/reconciliation/:id/approve': { exempt: "the owner's sign-off on a closed day: changes no figure of it" },
  'PUT /api/v1/reconciliation/records/:id': { exempt: "the record's notes: no figure of the day changes" },
};

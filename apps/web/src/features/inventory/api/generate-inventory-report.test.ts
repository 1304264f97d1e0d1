import { describe, expect, it } from 'vitest';
import { inventoryReportRequest } from './generate-inventory-report';

describe("the inventory page's report", () => {
  it('is the inventory PDF of the previous calendar month in India, for the chosen station', () => {
    // 1 March 2025 01:00 IST is still 28 February in UTC: the previous month is February.
    expect(inventoryReportRequest('st-1', new Date('2025-02-28T19:30:00Z'))).toEqual({
      name: 'Inventory report Feb 2025',
      type: 'inventory',
      format: 'pdf',
      dateRange: { startDate: '2025-02-01', endDate: '2025-02-28' },
      filters: { stationId: 'st-1' },
    });
    expect(inventoryReportRequest(undefined, new Date('2025-01-15T06:00:00Z'))).toMatchObject({
      name: 'Inventory report Dec 2024',
      dateRange: { startDate: '2024-12-01', endDate: '2024-12-31' },
      filters: {},
    });
  });
});

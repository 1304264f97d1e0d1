import { describe, expect, it } from 'vitest';
import type { TAnalyticsBreakdown, TAnalyticsInsights, TAnalyticsOverview, TAnalyticsTrends } from '@forecourt/shared';
import { csvCell, smartViewCsv, smartViewFileName } from './analytics-csv';

const kpi = (value: number, previous: number | null, growth: number | null) => ({ value, previous, growth });
const overview: TAnalyticsOverview = {
  period: 'week',
  range: { startDate: '2025-03-04', endDate: '2025-03-10' },
  previousRange: { startDate: '2025-02-25', endDate: '2025-03-03' },
  revenue: kpi(3833.75, 500, 666.8),
  volume: kpi(39.75, 5, 695),
  transactions: kpi(4, 1, 300),
  averageTransaction: kpi(958.44, 500, 91.7),
  pricePerLitre: kpi(96.45, 100, -3.6),
  activeStations: kpi(2, 0, null),
};
const rows = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('smartViewCsv', () => {
  it('writes the period and every KPI with its previous figure and growth, — when there is none', () => {
    const csv = smartViewCsv({ overview, tab: 'overview' });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(rows(csv)).toEqual([
      'Period,This Week,2025-03-04,2025-03-10',
      '',
      'KPI,Value,Previous period,Growth (%)',
      'Revenue (INR),3833.75,500.00,666.8',
      'Volume (L),39.750,5.000,695.0',
      'Transactions,4,1,300.0',
      'Average transaction (INR),958.44,500.00,91.7',
      'Price per litre (INR),96.45,100.00,-3.6',
      'Active stations,2,0,—',
      '',
    ]);
    expect(smartViewFileName({ overview, tab: 'overview' })).toBe('analytics-week-2025-03-10.csv');
  });

  it('adds the open tab: trend points, breakdown sections, insights', () => {
    const trends: TAnalyticsTrends = {
      period: 'week',
      granularity: 'day',
      range: overview.range,
      points: [{ bucket: '2025-03-10', label: '10/03', revenue: 3833.75, volume: 39.75, transactions: 4 }],
    };
    expect(rows(smartViewCsv({ overview, tab: 'trends', trends })).slice(10)).toEqual(['Day,Revenue (INR),Volume (L),Transactions', '2025-03-10,3833.75,39.750,4', '']);
    expect(smartViewFileName({ overview, tab: 'trends', trends })).toBe('analytics-week-trends-2025-03-10.csv');

    const breakdown: TAnalyticsBreakdown = {
      period: 'week',
      range: overview.range,
      totals: { revenue: 3833.75, volume: 39.75, transactions: 4 },
      byStation: [{ stationId: '0192', stationName: 'Alpha, "North"', revenue: 3283.75, volume: 34.75, transactions: 3, percentage: 85.7 }],
      byFuel: [{ fuelType: 'diesel', revenue: 1822.5, volume: 20.25, transactions: 1, percentage: 47.5 }],
      byPaymentMethod: [{ paymentMethod: 'upi', revenue: 461.25, volume: 4.5, transactions: 1, percentage: 12 }],
    };
    expect(rows(smartViewCsv({ overview, tab: 'breakdown', breakdown })).slice(10)).toEqual([
      'Station,Revenue (INR),Volume (L),Transactions,Share (%)',
      '"Alpha, ""North""",3283.75,34.750,3,85.7',
      '',
      'Fuel,Revenue (INR),Volume (L),Transactions,Share (%)',
      'Diesel,1822.50,20.250,1,47.5',
      '',
      'Payment method,Revenue (INR),Volume (L),Transactions,Share (%)',
      'UPI,461.25,4.500,1,12.0',
      '',
    ]);

    const insights: TAnalyticsInsights = {
      period: 'week',
      range: overview.range,
      items: [{ kind: 'best_station', title: 'Best station', message: 'Alpha led with ₹3,283.75 (85.7% of revenue).', stationId: null, figures: {} }],
    };
    expect(rows(smartViewCsv({ overview, tab: 'insights', insights })).slice(10)).toEqual([
      'Insight,Detail',
      'Best station,"Alpha led with ₹3,283.75 (85.7% of revenue)."',
      '',
    ]);
  });

  it('lifetime: all history and no previous figures', () => {
    const life = { ...overview, period: 'lifetime' as const, range: { startDate: null, endDate: '2025-03-10' }, revenue: kpi(4553.75, null, null) };
    const r = rows(smartViewCsv({ overview: life, tab: 'overview' }));
    expect(r[0]).toBe('Period,Lifetime,All history,2025-03-10');
    expect(r[3]).toBe('Revenue (INR),4553.75,—,—');
  });

  it('never lets a spreadsheet run a name as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-cmd|calc')).toBe("'-cmd|calc");
    expect(csvCell('-3.6')).toBe('-3.6');
  });
});

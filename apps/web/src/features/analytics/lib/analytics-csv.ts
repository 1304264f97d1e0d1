import {
  ANALYTICS_PERIOD_LABELS,
  FUEL_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  type TAnalyticsBreakdown,
  type TAnalyticsInsights,
  type TAnalyticsOverview,
  type TAnalyticsTrends,
  type TKpi,
} from '@forecourt/shared';
import { saveBlob } from '@/lib/download-file';

/** The Smart View tab whose rows the export carries (with the KPIs that are always on screen). */
export type TSmartTab = 'overview' | 'trends' | 'breakdown' | 'insights';

export type TSmartExport = {
  overview: TAnalyticsOverview;
  tab: TSmartTab;
  trends?: TAnalyticsTrends | undefined;
  breakdown?: TAnalyticsBreakdown | undefined;
  insights?: TAnalyticsInsights | undefined;
};

/**
 * A CSV cell (RFC 4180) a spreadsheet will not run as a formula (the sales export's rule): text starting
 * with = + - @ is prefixed with a quote; a plain number (a negative growth) stays a number.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
const line = (cells: Array<string | number | null>) => `${cells.map(csvCell).join(',')}\r\n`;

/** Growth as shown on screen: one decimal, or '—' when there is no earlier period. */
const growthText = (k: TKpi) => (k.growth === null ? '—' : k.growth.toFixed(1));
const money = (n: number) => n.toFixed(2);
const litres = (n: number) => n.toFixed(3);

const KPI_ROWS: Array<[string, (o: TAnalyticsOverview) => TKpi, (n: number) => string]> = [
  ['Revenue (INR)', (o) => o.revenue, money],
  ['Volume (L)', (o) => o.volume, litres],
  ['Transactions', (o) => o.transactions, String],
  ['Average transaction (INR)', (o) => o.averageTransaction, money],
  ['Price per litre (INR)', (o) => o.pricePerLitre, money],
  ['Active stations', (o) => o.activeStations, String],
];

function tabRows(data: TSmartExport): string[] {
  const { tab } = data;
  if (tab === 'trends' && data.trends) {
    return [
      line([]),
      line([data.trends.granularity === 'month' ? 'Month' : 'Day', 'Revenue (INR)', 'Volume (L)', 'Transactions']),
      ...data.trends.points.map((p) => line([p.bucket, money(p.revenue), litres(p.volume), p.transactions])),
    ];
  }
  if (tab === 'breakdown' && data.breakdown) {
    const b = data.breakdown;
    const head = (first: string) => line([first, 'Revenue (INR)', 'Volume (L)', 'Transactions', 'Share (%)']);
    const row = (name: string, r: { revenue: number; volume: number; transactions: number; percentage: number }) =>
      line([name, money(r.revenue), litres(r.volume), r.transactions, r.percentage.toFixed(1)]);
    return [
      line([]),
      head('Station'),
      ...b.byStation.map((s) => row(s.stationName, s)),
      line([]),
      head('Fuel'),
      ...b.byFuel.map((f) => row(FUEL_TYPE_LABELS[f.fuelType], f)),
      line([]),
      head('Payment method'),
      ...b.byPaymentMethod.map((p) => row(PAYMENT_METHOD_LABELS[p.paymentMethod], p)),
    ];
  }
  if (tab === 'insights' && data.insights) {
    return [line([]), line(['Insight', 'Detail']), ...data.insights.items.map((i) => line([i.title, i.message]))];
  }
  return [];
}

/**
 * The CSV of what the Smart View shows: the period, the KPI cards (value, previous, growth) and the
 * rows of the open tab. Starts with a UTF-8 byte order mark so spreadsheets read ₹ and — right.
 */
export function smartViewCsv(data: TSmartExport): string {
  const o = data.overview;
  const lines = [
    '\uFEFF',
    line(['Period', ANALYTICS_PERIOD_LABELS[o.period], o.range.startDate ?? 'All history', o.range.endDate]),
    line([]),
    line(['KPI', 'Value', 'Previous period', 'Growth (%)']),
    ...KPI_ROWS.map(([label, pick, fmt]) => {
      const k = pick(o);
      return line([label, fmt(k.value), k.previous === null ? '—' : fmt(k.previous), growthText(k)]);
    }),
    ...tabRows(data),
  ];
  return lines.join('');
}

/** The file name: the period and its last day, e.g. analytics-week-2025-03-10.csv (and the tab when not Overview). */
export function smartViewFileName(data: TSmartExport): string {
  const tab = data.tab === 'overview' ? '' : `-${data.tab}`;
  return `analytics-${data.overview.period}${tab}-${data.overview.range.endDate}.csv`;
}

/** Saves text as a file through a blob link (the browser's download). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), fileName);
}

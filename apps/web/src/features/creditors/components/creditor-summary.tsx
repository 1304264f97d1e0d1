import { formatINR, type TCreditorSummary } from '@forecourt/shared';
import { Card } from '@/components/ui/card';

/** The counts of the list page, over the whole filter (the server's summary): one compact card, 2 × 2 on a phone. */
export function CreditorSummary({ summary }: { summary: TCreditorSummary }) {
  const figures: Array<[string, string | number, string?]> = [
    ['Total Creditors', summary.total, summary.inactive ? `${summary.inactive} inactive` : undefined],
    ['Active', summary.active],
    ['Over / Near Limit', `${summary.overLimit} / ${summary.nearLimit}`],
    ['Total Outstanding', formatINR(summary.totalOutstanding)],
  ];
  return (
    <Card>
      <dl aria-label="Creditor totals" className="grid grid-cols-2 divide-border lg:grid-cols-4 lg:divide-x">
        {figures.map(([label, value, hint], i) => (
          <div key={label} className={`min-w-0 p-4 ${i < 2 ? 'border-b lg:border-b-0' : ''} ${i % 2 === 0 ? 'border-r lg:border-r-0' : ''}`}>
            <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-xl">{value}</dd>
            {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
          </div>
        ))}
      </dl>
    </Card>
  );
}

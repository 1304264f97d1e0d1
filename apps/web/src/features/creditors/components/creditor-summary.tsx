import { formatINR, type TCreditorSummary } from '@forecourt/shared';
import { AlertTriangle, IndianRupee, UserCheck, Users } from 'lucide-react';
import { StatTile } from '@/components/stat-tile';

/** The counts of the list page, over the whole filter (the server's summary). */
export function CreditorSummary({ summary }: { summary: TCreditorSummary }) {
  return (
    <section aria-label="Creditor totals" className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
      <StatTile icon={Users} label="Total Creditors" value={summary.total} hint={`${summary.inactive} inactive`} />
      <StatTile icon={UserCheck} label="Active" value={summary.active} />
      <StatTile icon={AlertTriangle} label="Over / Near Limit" value={`${summary.overLimit} / ${summary.nearLimit}`} />
      <StatTile icon={IndianRupee} label="Total Outstanding" value={formatINR(summary.totalOutstanding)} />
    </section>
  );
}

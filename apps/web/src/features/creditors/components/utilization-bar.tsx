import { creditorBadge, formatINR, type TCreditor } from '@forecourt/shared';
import { cn } from '@/lib/cn';
import { BAR_FILL } from '../lib/creditor-display';

/** The balance against the limit: a bar (capped at full) and the server's utilisation in percent. */
export function UtilizationBar({ creditor, className }: { creditor: Pick<TCreditor, 'status' | 'balance' | 'creditLimit' | 'creditUtilization' | 'partyName'>; className?: string }) {
  const percent = creditor.creditUtilization;
  const width = percent === null ? (creditor.balance > 0 ? 100 : 0) : Math.min(100, Math.max(0, percent));
  const label =
    percent === null
      ? creditor.balance > 0
        ? 'No credit limit set'
        : 'No credit limit'
      : `${percent.toLocaleString('en-IN', { maximumFractionDigits: 2 })}% of ${formatINR(creditor.creditLimit)}`;
  return (
    <div className={cn('space-y-1', className)}>
      <div
        role="meter"
        aria-label={`Credit used by ${creditor.partyName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(width)}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full', BAR_FILL[creditorBadge(creditor)])} style={{ width: `${width}%` }} />
      </div>
      <p className="text-xs text-muted-foreground tabular-nums">{label}</p>
    </div>
  );
}

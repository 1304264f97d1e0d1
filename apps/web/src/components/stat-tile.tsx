import type { TNumeric } from '@forecourt/shared';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/i18n/use-format';

/**
 * A rupee figure in compact form (K, L, Cr; document 1, section 5) with the exact amount on hover and
 * on keyboard focus (a tooltip the figure describes itself by), so a 12-digit figure never wraps.
 */
export function CompactRupees({ value }: { value: TNumeric }) {
  const tipId = useId();
  const fmt = useFormat();
  const compact = fmt.compactInr(value);
  const exact = fmt.inr(value);
  if (compact === exact) return <>{exact}</>;
  return (
    <span className="group relative inline-block rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring touch:inline-flex touch:min-h-11 touch:items-center" tabIndex={0} aria-describedby={tipId}>
      {compact}
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none invisible absolute bottom-full left-0 z-20 mb-1 whitespace-nowrap rounded-md border bg-popover px-2 py-1 text-sm font-medium text-popover-foreground opacity-0 shadow-md transition-opacity group-hover:visible group-hover:opacity-100 group-focus-visible:visible group-focus-visible:opacity-100"
      >
        {exact}
      </span>
    </span>
  );
}

/**
 * A figure with its label (station, pump, sales and cash-report tiles). Pass `rupees` for an amount:
 * it shows compact with the exact value on hover and focus; otherwise `value` is shown as given.
 */
export function StatTile({
  icon: Icon,
  label,
  value,
  rupees,
  hint,
}: {
  icon: LucideIcon;
  label: string;
  value?: ReactNode;
  rupees?: TNumeric;
  hint?: string;
}) {
  return (
    <Card className="flex items-center gap-4 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-xl font-semibold tabular-nums [overflow-wrap:anywhere] 2xl:text-2xl">{rupees !== undefined ? <CompactRupees value={rupees} /> : value}</p>
        {hint && <p className="truncate text-xs text-muted-foreground">{hint}</p>}
      </div>
    </Card>
  );
}

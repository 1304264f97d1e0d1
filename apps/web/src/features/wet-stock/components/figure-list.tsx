import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type TFigure = { label: string; value: ReactNode; className?: string | undefined };

/** Label and figure rows (a chart's summary, a dip's or a receipt's result). */
export function FigureList({ rows, className }: { rows: TFigure[]; className?: string }) {
  return (
    <dl className={cn('divide-y text-sm', className)}>
      {rows.map(({ label, value, className: valueClass }) => (
        <div key={label} className="flex items-start justify-between gap-4 py-2">
          <dt className="shrink-0 text-muted-foreground">{label}</dt>
          <dd className={cn('min-w-0 break-words text-right font-medium tabular-nums', valueClass)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

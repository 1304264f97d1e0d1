import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { GAUGE_FILL, stockDisplay, type TStockFigures } from '@/lib/stock-display';

/** The fill gauge: red at or below 25%, yellow at or below 50%, green above (document 2, section 4). */
export function StockGauge({ item, label }: { item: TStockFigures; label: string }) {
  const t = useT();
  const fmt = useFormat();
  const d = stockDisplay(item);
  if (d.percent === null || d.gauge === null) {
    return <p className="text-xs text-muted-foreground">{t('inventory.noCapacity')}</p>;
  }
  return (
    <div className="space-y-1">
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={d.width}
        aria-valuetext={fmt.percent(d.percent)}
        data-gauge={d.gauge}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full transition-[width]', GAUGE_FILL[d.gauge])} style={{ width: `${d.width}%` }} />
      </div>
      <p className="text-right text-xs tabular-nums text-muted-foreground">{t('inventory.full', { percent: fmt.percent(d.percent) })}</p>
    </div>
  );
}

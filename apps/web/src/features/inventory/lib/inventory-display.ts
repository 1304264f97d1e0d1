import { fillPercent, gaugeColor, isLowVolume, type TGaugeColor, type TInventoryItem, type TInventoryStatus } from '@forecourt/shared';

export const STATUS_TONE: Record<TInventoryStatus, string> = {
  normal: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  low: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  critical: 'border-transparent bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  overstocked: 'border-transparent bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
};

export const GAUGE_FILL: Record<TGaugeColor, string> = {
  red: 'bg-red-500 dark:bg-red-400',
  yellow: 'bg-amber-400 dark:bg-amber-300',
  green: 'bg-emerald-500 dark:bg-emerald-400',
};

export type TStockDisplay = {
  /** Fill in percent (one decimal), or null without a capacity. */
  percent: number | null;
  /** The gauge's width, 0–100. */
  width: number;
  gauge: TGaugeColor | null;
  /** Volume under 1000 L (and any book stock below zero) shows red. */
  lowVolume: boolean;
  negative: boolean;
};

/** How a tank's stock is drawn: the spec's gauge colours and the red volume, from the shared rules. */
export function stockDisplay(item: Pick<TInventoryItem, 'currentStock' | 'capacity' | 'fillPercentage'>): TStockDisplay {
  const percent = item.fillPercentage ?? fillPercent(item.currentStock, item.capacity);
  const negative = item.currentStock < 0;
  return {
    percent,
    width: percent === null ? 0 : Math.min(100, Math.max(0, percent)),
    gauge: percent === null ? null : gaugeColor(percent),
    lowVolume: negative || isLowVolume(item.currentStock),
    negative,
  };
}
